import type { TemplateSeed } from "./template";

export const chemicalSpill: TemplateSeed = {
  isoStandards: ["ISO_14001", "ISO_45001"],
  clauses: ["ISO 14001 8.2", "ISO 45001 8.2"],
  texts: {
    en: {
      title: "Chemical spill response",
      content: `## Purpose

This procedure makes sure that a spill of a chemical product is contained, cleaned up and reported quickly and safely, so that nobody is harmed and nothing reaches drains, soil or watercourses.

## Scope

It applies to every spill or leak of chemical products, oils and fuels on the site: in storage, production, workshops and outdoor areas, including spills during deliveries and waste collection. A spill too large for the site's own spill kits is handled under the emergency preparedness procedure.

## Responsibilities

- **Whoever discovers the spill** raises the alarm, keeps others away and starts containment if it is safe to do so.
- **The area manager** leads the response, decides whether outside help is needed and makes sure the spill is reported.
- **The environment, health and safety coordinator** keeps spill kits and this procedure up to date, investigates the cause and informs the authorities when required.
- **Everyone who handles chemicals** knows where the nearest spill kit and safety data sheet are.

## Steps

1. **Stop and assess.** Keep a safe distance. Read the label or section 6 of the safety data sheet (accidental release measures) to learn the hazards and the protective equipment needed.
2. **Raise the alarm.** Warn people nearby and call the area manager. In case of fire, injury or a large release, call 112 and follow the emergency plan.
3. **Protect yourself.** Put on the gloves, goggles and, where required, the respirator named in the safety data sheet. Remove ignition sources if the product is flammable.
4. **Stop the source** if it can be done safely: close valves, set the container upright, put a drip tray underneath.
5. **Contain.** Cover nearby drains and surround the spill with absorbent booms. Never flush a spill into a drain.
6. **Absorb and collect.** Use granules or pads suited to the product and put the used material in a marked container or bag.
7. **Dispose of it correctly.** Used absorbent is hazardous waste. Label the container with the product's name and keep it in the hazardous waste area until it is collected.
8. **Clean and restock.** Clean the area and the tools, and refill the spill kit straight away.
9. **Report.** Register the spill under Event handling the same day: product, quantity, place, cause and what was done.

## Follow-up

The coordinator reviews every spill, finds its cause and agrees corrective actions. If a spill reached a drain, soil or a watercourse, the municipality is told without delay. Spill response is practised at least once a year.

## Records

- The event, with its cause and corrective actions
- Waste documentation for the used absorbent
- Inspection log of the spill kits
- Attendance lists from spill drills
`,
    },
    da: {
      title: "Håndtering af kemikaliespild",
      content: `## Formål

Proceduren sikrer, at spild af kemiske produkter hurtigt og sikkert bliver inddæmmet, opsamlet og rapporteret, så ingen kommer til skade, og intet når kloak, jord eller vandløb.

## Omfang

Proceduren gælder for alt spild og alle lækager af kemiske produkter, olie og brændstof på virksomheden: på lageret, i produktionen, på værkstedet og på udendørsarealer, også ved levering og afhentning af affald. Spild, der er for stort til virksomhedens egne spildkits, håndteres efter proceduren for nødberedskab.

## Ansvar

- **Den, der opdager spildet,** slår alarm, holder andre på afstand og begynder at inddæmme, hvis det kan ske sikkert.
- **Områdeansvarlig** leder indsatsen, vurderer, om der skal hentes hjælp udefra, og sørger for, at spildet bliver rapporteret.
- **Miljø- og arbejdsmiljøkoordinatoren** holder spildkits og denne procedure opdateret, undersøger årsagen og underretter myndighederne, når det kræves.
- **Alle, der arbejder med kemikalier,** ved, hvor nærmeste spildkit og sikkerhedsdatablad findes.

## Fremgangsmåde

1. **Stop op og vurdér.** Hold sikker afstand. Læs etiketten eller punkt 6 i sikkerhedsdatabladet (forholdsregler over for udslip ved uheld) for at kende farerne og de nødvendige værnemidler.
2. **Slå alarm.** Advar personer i nærheden, og ring til områdeansvarlig. Ved brand, personskade eller større udslip: ring 112, og følg beredskabsplanen.
3. **Beskyt dig selv.** Tag de handsker, beskyttelsesbriller og eventuelt det åndedrætsværn på, som sikkerhedsdatabladet angiver. Fjern antændelseskilder, hvis produktet er brandfarligt.
4. **Stop kilden**, hvis det kan gøres sikkert: luk ventiler, rejs beholderen op, og sæt en drypbakke under.
5. **Inddæm.** Dæk afløb i nærheden, og læg absorberende pølser rundt om spildet. Skyl aldrig spild ud i kloakken.
6. **Opsug og saml op.** Brug granulat eller måtter, der passer til produktet, og læg det brugte materiale i en mærket beholder eller pose.
7. **Bortskaf det korrekt.** Brugt opsugningsmateriale er farligt affald. Mærk beholderen med produktets navn, og stil den i området for farligt affald, til den bliver hentet.
8. **Gør rent, og fyld op.** Rengør området og værktøjet, og fyld spildkittet op med det samme.
9. **Rapportér.** Registrér spildet under Hændelseshåndtering samme dag: produkt, mængde, sted, årsag og hvad der blev gjort.

## Opfølgning

Koordinatoren gennemgår hvert spild, finder årsagen og aftaler korrigerende handlinger. Er spildet nået til afløb, jord eller vandløb, får kommunen besked med det samme. Håndtering af spild øves mindst én gang om året.

## Registreringer

- Hændelsen med årsag og korrigerende handlinger
- Affaldsdokumentation for det brugte opsugningsmateriale
- Eftersynslog for spildkits
- Deltagerlister fra spildøvelser
`,
    },
  },
};
