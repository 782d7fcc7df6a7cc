import type { TemplateSeed } from "./template";

export const emergencyPreparedness: TemplateSeed = {
  isoStandards: ["ISO_14001", "ISO_45001"],
  clauses: ["ISO 14001 8.2", "ISO 45001 8.2"],
  texts: {
    en: {
      title: "Emergency preparedness and response",
      content: `## Purpose

This procedure makes sure that the organization is prepared for emergencies that can harm people or the environment, such as fire, explosion, a large chemical release, serious accidents or flooding, and that everyone knows how to respond.

## Scope

It applies to all sites and activities, and to everyone present: employees, temporary staff, contractors and visitors. Smaller spills that the site's own spill kits can handle follow the chemical spill procedure.

## Responsibilities

- **The site manager** owns the emergency plan and makes sure that the resources it needs are in place.
- **The environment, health and safety coordinator** identifies possible emergencies, keeps the plan up to date and organizes drills.
- **The emergency response team** (first aiders, fire wardens and evacuation leaders) is trained and takes charge during an emergency until the emergency services arrive.
- **Reception** keeps the list of visitors and contractors on site and hands it to the evacuation leader.
- **Everyone** knows the alarm signal, escape routes, assembly point and the nearest first aid kit and fire extinguisher.

## Planning

1. **Identify possible emergencies** for each area, based on the chemicals stored, processes, buildings and surroundings, including nearby watercourses and neighbours.
2. **Plan the response** to each: who does what, equipment, shutting off power, gas and ventilation, protecting drains, and contact with the emergency services.
3. **Provide equipment**: alarms, extinguishers, first aid kits, eyewash stations, spill equipment and drain covers. Check them at fixed intervals.
4. **Keep the plan available** at reception and in each area, with the emergency numbers, a site plan and the list of hazardous substances for the fire service.

## During an emergency

1. Raise the alarm and call 112. Say what has happened, where, and whether people are injured.
2. Give first aid and rescue people only if it is safe.
3. Evacuate by the nearest safe escape route to the assembly point. Do not use lifts.
4. The evacuation leader checks that everyone is accounted for and informs the emergency services on arrival.
5. Nobody goes back in before the emergency services say it is safe.

## After an emergency

- Register the emergency under Event handling and investigate it as described in the incident reporting procedure.
- Inform the authorities, neighbours and other interested parties as relevant.
- Evaluate the response and update the plan.

## Drills

An evacuation drill is held at least once a year, and each planned response is tested at least every three years. Each drill is evaluated and its lessons are acted on.

## Records

- The emergency plan and the list of possible emergencies
- Inspections of emergency equipment
- Training of the emergency response team
- Evaluations of drills and real emergencies
`,
    },
    da: {
      title: "Nødberedskab",
      content: `## Formål

Proceduren sikrer, at organisationen er forberedt på nødsituationer, der kan skade mennesker eller miljø, for eksempel brand, eksplosion, større kemikalieudslip, alvorlige ulykker eller oversvømmelse, og at alle ved, hvordan de skal reagere.

## Omfang

Proceduren gælder for alle lokaliteter og aktiviteter og for alle, der er til stede: medarbejdere, vikarer, entreprenører og besøgende. Mindre spild, som virksomhedens egne spildkits kan klare, håndteres efter proceduren for kemikaliespild.

## Ansvar

- **Den lokalitetsansvarlige** ejer beredskabsplanen og sørger for, at de ressourcer, planen kræver, er til stede.
- **Miljø- og arbejdsmiljøkoordinatoren** kortlægger mulige nødsituationer, holder planen opdateret og arrangerer øvelser.
- **Beredskabsteamet** (førstehjælpere, brandansvarlige og evakueringsledere) er uddannet og leder indsatsen under en nødsituation, indtil redningstjenesten når frem.
- **Receptionen** fører listen over besøgende og entreprenører på stedet og giver den til evakueringslederen.
- **Alle** kender alarmsignalet, flugtvejene, samlingsstedet og nærmeste førstehjælpskasse og brandslukker.

## Planlægning

1. **Kortlæg mulige nødsituationer** for hvert område ud fra de oplagrede kemikalier, processerne, bygningerne og omgivelserne, herunder nærliggende vandløb og naboer.
2. **Planlæg indsatsen** for hver af dem: hvem gør hvad, udstyr, afbrydelse af strøm, gas og ventilation, beskyttelse af afløb og kontakt med redningstjenesten.
3. **Stil udstyr til rådighed**: alarmer, brandslukkere, førstehjælpskasser, øjenskylleflasker, spildudstyr og afløbsmåtter. Efterse det med faste intervaller.
4. **Hold planen tilgængelig** i receptionen og i hvert område med alarmnumre, situationsplan og listen over farlige stoffer til brandvæsenet.

## Under en nødsituation

1. Slå alarm, og ring 112. Fortæl, hvad der er sket, hvor, og om der er tilskadekomne.
2. Giv førstehjælp, og red personer, men kun hvis det er sikkert.
3. Evakuér ad nærmeste sikre flugtvej til samlingsstedet. Brug ikke elevatoren.
4. Evakueringslederen kontrollerer, at alle er talt op, og orienterer redningstjenesten, når den ankommer.
5. Ingen går ind igen, før redningstjenesten siger, at det er sikkert.

## Efter en nødsituation

- Registrér nødsituationen under Hændelseshåndtering, og undersøg den som beskrevet i proceduren for rapportering af hændelser.
- Orientér myndigheder, naboer og andre interessenter efter behov.
- Evaluér indsatsen, og opdatér planen.

## Øvelser

Der holdes en evakueringsøvelse mindst én gang om året, og hver planlagt indsats afprøves mindst hvert tredje år. Hver øvelse evalueres, og der handles på erfaringerne.

## Registreringer

- Beredskabsplanen og listen over mulige nødsituationer
- Eftersyn af beredskabsudstyr
- Uddannelse af beredskabsteamet
- Evalueringer af øvelser og virkelige nødsituationer
`,
    },
  },
};
