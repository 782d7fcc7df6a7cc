import type { TemplateSeed } from "./template";

export const managementReview: TemplateSeed = {
  isoStandards: ["ISO_14001", "ISO_27001", "ISO_45001"],
  clauses: ["ISO 14001 9.3", "ISO 45001 9.3", "ISO 27001 9.3"],
  texts: {
    en: {
      title: "Management review",
      content: `## Purpose

This procedure describes how top management reviews the management system at planned intervals, to make sure it is still suitable, adequate and effective, and to decide what must change.

## Scope

The review covers the whole management system for environment, occupational health and safety and information security, at every site and in every department within its scope.

## Responsibilities

- **The managing director** chairs the review and makes the decisions.
- **The management system coordinator** plans the meeting, gathers the input, writes the minutes and follows up on the decisions.
- **The coordinators for environment, health and safety and information security** present the results for their areas.
- **Employee representatives** take part in the points on health and safety and bring the views of their colleagues.

## Frequency

The review is held at least once a year, and also after major changes such as a new site, a serious incident or a reorganization.

## Input

The coordinator sends the following to the participants at least one week before the meeting:

1. Status of actions from earlier reviews.
2. Changes in internal and external issues, the needs and expectations of interested parties, compliance obligations, and significant aspects, hazards and risks.
3. How far objectives have been met.
4. Performance: nonconformities and corrective actions, monitoring and measurement results, fulfilment of compliance obligations, and audit results.
5. Incidents, and the results of consultation and participation of workers.
6. Information security: feedback from interested parties, results of risk assessment and status of the risk treatment plan.
7. Whether resources are adequate.
8. Relevant communication from interested parties, including complaints.
9. Opportunities for continual improvement.

## Steps

1. Plan the date in the annual calendar and invite the participants.
2. Gather and send the input as described above.
3. Hold the meeting and go through each point of the input.
4. Decide on outputs: conclusions on the suitability, adequacy and effectiveness of the system, opportunities for improvement, changes to the system, resources, new or changed objectives, and any effect on the organization's strategic direction.
5. Write the minutes with decisions, owners and deadlines, and send them to the participants within two weeks.
6. Enter the actions in the action plan and follow them up at management meetings.
7. Communicate the main conclusions to employees.

## Records

- Agenda and input material
- Minutes with decisions and actions
- Follow-up of the actions
`,
    },
    da: {
      title: "Ledelsens evaluering",
      content: `## Formål

Proceduren beskriver, hvordan topledelsen med planlagte mellemrum evaluerer ledelsessystemet for at sikre, at det fortsat er egnet, tilstrækkeligt og virkningsfuldt, og for at beslutte, hvad der skal ændres.

## Omfang

Evalueringen omfatter hele ledelsessystemet for miljø, arbejdsmiljø og informationssikkerhed på alle lokaliteter og i alle afdelinger inden for systemets anvendelsesområde.

## Ansvar

- **Den administrerende direktør** leder evalueringen og træffer beslutningerne.
- **Koordinatoren for ledelsessystemet** planlægger mødet, samler input, skriver referat og følger op på beslutningerne.
- **Koordinatorerne for miljø, arbejdsmiljø og informationssikkerhed** fremlægger resultaterne for deres områder.
- **Medarbejderrepræsentanter** deltager i punkterne om arbejdsmiljø og bringer kollegernes synspunkter med.

## Hyppighed

Evalueringen holdes mindst én gang om året og desuden efter større ændringer, for eksempel en ny lokalitet, en alvorlig hændelse eller en omorganisering.

## Input

Koordinatoren sender følgende til deltagerne mindst en uge før mødet:

1. Status på handlinger fra tidligere evalueringer.
2. Ændringer i interne og eksterne forhold, i interessenternes behov og forventninger, i bindende forpligtelser og i væsentlige miljøforhold, farer og risici.
3. I hvilken grad målene er nået.
4. Præstationer: afvigelser og korrigerende handlinger, resultater af overvågning og måling, overholdelse af bindende forpligtelser og resultater af audits.
5. Hændelser samt resultaterne af høring og inddragelse af medarbejderne.
6. Informationssikkerhed: tilbagemeldinger fra interessenter, resultater af risikovurderingen og status på planen for risikohåndtering.
7. Om ressourcerne er tilstrækkelige.
8. Relevant kommunikation fra interessenter, herunder klager.
9. Muligheder for løbende forbedring.

## Fremgangsmåde

1. Sæt datoen i årshjulet, og indkald deltagerne.
2. Saml og udsend input som beskrevet ovenfor.
3. Hold mødet, og gå hvert punkt i input igennem.
4. Beslut resultatet: konklusioner om, hvorvidt systemet er egnet, tilstrækkeligt og virkningsfuldt, muligheder for forbedring, ændringer i systemet, ressourcer, nye eller ændrede mål og eventuel betydning for organisationens strategiske retning.
5. Skriv referat med beslutninger, ansvarlige og frister, og send det til deltagerne inden for to uger.
6. Før handlingerne ind i handlingsplanen, og følg op på dem på ledelsesmøderne.
7. Fortæl medarbejderne om de vigtigste konklusioner.

## Registreringer

- Dagsorden og inputmateriale
- Referat med beslutninger og handlinger
- Opfølgning på handlingerne
`,
    },
  },
};
