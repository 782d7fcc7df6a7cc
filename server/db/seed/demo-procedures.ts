import type { Db } from "../client";
import type { DocumentTexts } from "../schema";
import { type DemoDocument, seedControlledDocuments } from "./demo-controlled-documents";

const texts = (en: [string, string], da: [string, string]): DocumentTexts => ({
  en: { title: en[0], content: en[1] },
  da: { title: da[0], content: da[1] },
});

const spillV1 = texts(
  [
    "Chemical spill at the warehouse",
    `## Purpose
Contain a spill of a chemical before it reaches a drain, the soil or a person.

## Steps
1. **Stop** the source if it is safe: close the valve, turn the drum upright.
2. **Warn** the people around you and keep them upwind.
3. **Contain** the spill with the absorbent from the nearest spill kit; cover drains with a drain mat.
4. **Call** the shift leader on 4444, who decides whether to call 112.
5. **Collect** the used absorbent in a marked drum as hazardous waste.

## Records
The shift leader reports the spill as an event the same day.`,
  ],
  [
    "Kemikaliespild på lageret",
    `## Formål
At inddæmme spild af et kemikalie, før det når et afløb, jorden eller en person.

## Trin
1. **Stop** kilden, hvis det er sikkert: luk ventilen, rejs tromlen op.
2. **Advar** dem omkring dig, og hold dem på vindsiden.
3. **Inddæm** spildet med absorbent fra nærmeste spildkit; dæk afløb med en afløbsmåtte.
4. **Ring** til skiftelederen på 4444, som beslutter, om der skal ringes 112.
5. **Saml** den brugte absorbent i en mærket tromle som farligt affald.

## Registrering
Skiftelederen indberetter spildet som en hændelse samme dag.`,
  ],
);

const spillV2 = texts(
  [
    "Chemical spill at the warehouse",
    `${spillV1.en!.content.replace("5. **Collect**", "5. **Ventilate** the area when the spill gives off vapour (see section 8 of the safety data sheet).\n6. **Collect**")}

## Drills
The warehouse drills this procedure twice a year, once at night shift.`,
  ],
  [
    "Kemikaliespild på lageret",
    `${spillV1.da!.content.replace("5. **Saml**", "5. **Udluft** området, når spildet afgiver dampe (se punkt 8 i sikkerhedsdatabladet).\n6. **Saml**")}

## Øvelser
Lageret øver proceduren to gange om året, heraf én gang på nattehold.`,
  ],
);

const waste = texts(
  [
    "Sorting and storing hazardous waste",
    `## Scope
Production lines 1 and 2 and the filling line.

## Steps
- Each waste type has its own marked container; the waste list at the door names its EWC code.
- Containers are closed when not in use and stored in the bunded waste area.
- The environmental coordinator books collection with the approved waste handler before a container is 90 % full.
- The consignment note is filed with the monthly waste registration.`,
  ],
  [
    "Sortering og opbevaring af farligt affald",
    `## Omfang
Produktionslinje 1 og 2 og påfyldningslinjen.

## Trin
- Hver affaldstype har sin egen mærkede beholder; affaldslisten ved døren angiver dens EAK-kode.
- Beholdere holdes lukkede, når de ikke bruges, og står i det afskærmede affaldsområde.
- Miljøkoordinatoren bestiller afhentning hos det godkendte affaldsfirma, før en beholder er 90 % fuld.
- Transportdokumentet arkiveres med den månedlige affaldsregistrering.`,
  ],
);

const incident = texts(
  [
    "Reporting an incident or near miss",
    `Everyone reports every incident and near miss, the same day: an injury, a spill, a fire, a breach of information security, or what could have become one.

1. Make the place safe and give first aid.
2. Report it in the workbench under **Events**, from a phone if need be, with a photo.
3. The manager of the area investigates within five working days and records the cause and the corrective action.

Nobody is blamed for reporting.`,
  ],
  [
    "Indberetning af en hændelse eller et nærved-uheld",
    `Alle indberetter enhver hændelse og ethvert nærved-uheld samme dag: en skade, et spild, en brand, et brud på informationssikkerheden, eller hvad der kunne være blevet det.

1. Gør stedet sikkert, og giv førstehjælp.
2. Indberet det i workbench under **Hændelser**, gerne fra telefonen, med et foto.
3. Lederen af området undersøger sagen inden for fem arbejdsdage og registrerer årsagen og den korrigerende handling.

Ingen bebrejdes for at indberette.`,
  ],
);

const audit = texts(
  [
    "Internal audit",
    `## Programme
Group HSE plans the internal audits for three years so that every clause of ISO 14001, ISO 45001 and ISO 27001 and every site is audited at least once.

## Conduct
- Auditors never audit their own work.
- Each audit has a plan, sent to the audited area a week ahead.
- Findings are graded as nonconformity, observation or opportunity for improvement.

## Reporting
The report goes to the area's manager and to the management review.`,
  ],
  [
    "Intern audit",
    `## Program
Koncern-HSE planlægger de interne audits for tre år, så hvert punkt i ISO 14001, ISO 45001 og ISO 27001 og hver lokation auditeres mindst én gang.

## Gennemførelse
- Auditorer auditerer aldrig deres eget arbejde.
- Hver audit har en plan, som sendes til det auditerede område en uge før.
- Fund vurderes som afvigelse, observation eller forbedringsmulighed.

## Rapportering
Rapporten sendes til områdets leder og til ledelsens evaluering.`,
  ],
);

const access = texts(
  [
    "Granting and removing access",
    `- Access to systems is requested by the employee's manager and granted by Group IT on the principle of least privilege.
- Administrator rights are personal, separate from the daily account, and protected by a second factor.
- When someone leaves or changes role, Group IT removes the access on the last working day.
- Group IT and each system owner review all access twice a year and record the review.`,
  ],
  [
    "Tildeling og fjernelse af adgang",
    `- Adgang til systemer anmodes om af medarbejderens leder og tildeles af Koncern-IT efter princippet om mindst mulige rettigheder.
- Administratorrettigheder er personlige, adskilt fra den daglige konto og beskyttet med en ekstra faktor.
- Når nogen fratræder eller skifter rolle, fjerner Koncern-IT adgangen på sidste arbejdsdag.
- Koncern-IT og hver systemejer gennemgår al adgang to gange om året og registrerer gennemgangen.`,
  ],
);

const loading = texts(
  [
    "Loading dangerous goods at the terminal",
    `1. Check the transport document against the load: UN number, class, packing group and quantity.
2. Check the vehicle's orange plates, fire extinguishers and the driver's ADR certificate.
3. Load mixed classes only as the segregation table allows; secure the load.
4. Sign the transport document and hand the written instructions to the driver.`,
  ],
  [
    "Læsning af farligt gods på terminalen",
    `1. Kontrollér transportdokumentet mod lasten: UN-nummer, klasse, emballagegruppe og mængde.
2. Kontrollér køretøjets orange skilte, ildslukkere og førerens ADR-bevis.
3. Læs kun blandede klasser, som adskillelsestabellen tillader; sikr lasten.
4. Underskriv transportdokumentet, og giv føreren de skriftlige instruktioner.`,
  ],
);

/**
 * Six procedures of the holding, each placed in the department that follows it, all in English and
 * Danish; the internal audit's review is overdue.
 */
export async function seedDemoProcedures(db: Db, ids: Map<string, number>) {
  const department = (name: string) => ids.get(name)!;
  const procedures: DemoDocument[] = [
    {
      owner: "editor@demo.example",
      isoStandards: ["ISO_14001", "ISO_45001"],
      nextReviewInDays: 200,
      public: true,
      departmentId: department("Warehouse"),
      process: "Storage",
      revisions: [
        { major: 1, minor: 0, daysAgo: 500, note: null, texts: spillV1 },
        { major: 1, minor: 1, daysAgo: 160, note: "Ventilation step and drills added", texts: spillV2 },
      ],
    },
    {
      owner: "editor@demo.example",
      isoStandards: ["ISO_14001"],
      nextReviewInDays: 90,
      public: false,
      departmentId: department("Production"),
      process: "Waste handling",
      revisions: [{ major: 1, minor: 0, daysAgo: 300, note: null, texts: waste }],
    },
    {
      owner: "manager@demo.example",
      isoStandards: ["ISO_14001", "ISO_45001", "ISO_27001"],
      nextReviewInDays: 320,
      public: true,
      departmentId: department("Group HSE"),
      process: "Incident handling",
      revisions: [{ major: 1, minor: 0, daysAgo: 45, note: null, texts: incident }],
    },
    {
      owner: "manager@demo.example",
      isoStandards: ["ISO_14001", "ISO_45001", "ISO_27001"],
      nextReviewInDays: -35,
      public: false,
      departmentId: department("Group HSE"),
      process: "Internal audit",
      revisions: [{ major: 1, minor: 0, daysAgo: 400, note: null, texts: audit }],
    },
    {
      owner: "maintainer@demo.example",
      isoStandards: ["ISO_27001"],
      nextReviewInDays: 60,
      public: false,
      departmentId: department("Group IT"),
      process: "Access management",
      revisions: [{ major: 1, minor: 0, daysAgo: 120, note: null, texts: access }],
    },
    {
      owner: "editor@demo.example",
      isoStandards: ["ISO_45001"],
      nextReviewInDays: 150,
      public: false,
      departmentId: department("Terminal operations"),
      process: "Dangerous goods",
      revisions: [{ major: 1, minor: 0, daysAgo: 210, note: null, texts: loading }],
    },
  ];
  await seedControlledDocuments(db, ids.get("Nordvik Group A/S")!, "PROCEDURE", procedures);
}
