import type { Db } from "../client";
import type { DocumentTexts } from "../schema";
import { type DemoDocument, seedControlledDocuments } from "./demo-controlled-documents";

const environment = (extra: { en: string; da: string }): DocumentTexts => ({
  en: {
    title: "Environmental policy",
    content: `# Our commitment

Nordvik Group A/S blends, stores and transports chemicals. We commit to:

- **protect the environment**, including the prevention of pollution from spills, emissions and waste;
- **fulfil our compliance obligations**: the environmental permits of our sites, the chemicals and waste rules, and what we have agreed with our customers and neighbours;
- **continually improve** our environmental management system to enhance our environmental performance.
${extra.en}
Top management reviews this policy every year. It is communicated to everyone working for or on behalf of the group and is available to interested parties.`,
  },
  da: {
    title: "Miljøpolitik",
    content: `# Vores forpligtelse

Nordvik Group A/S blander, opbevarer og transporterer kemikalier. Vi forpligter os til:

- **at beskytte miljøet**, herunder at forebygge forurening fra spild, udledninger og affald;
- **at opfylde vores bindende forpligtelser**: vores virksomheders miljøgodkendelser, reglerne for kemikalier og affald, og hvad vi har aftalt med kunder og naboer;
- **løbende at forbedre** vores miljøledelsessystem for at forbedre vores miljøpræstationer.
${extra.da}
Topledelsen gennemgår politikken hvert år. Den er kommunikeret til alle, der arbejder for eller på vegne af koncernen, og er tilgængelig for interesserede parter.`,
  },
});

const safety = (extra: { en: string; da: string }): DocumentTexts => ({
  en: {
    title: "Occupational health and safety policy",
    content: `# Safe and healthy work

Everyone goes home as healthy as they came. We provide safe and healthy working conditions, eliminate hazards and reduce risks, fulfil our legal requirements and consult our workers and their safety representatives.
${extra.en}`,
  },
  da: {
    title: "Arbejdsmiljøpolitik",
    content: `# Sikkert og sundt arbejde

Alle skal gå lige så raske hjem, som de kom. Vi sikrer sikre og sunde arbejdsforhold, fjerner farer og mindsker risici, opfylder lovkravene og inddrager medarbejderne og deres arbejdsmiljørepræsentanter.
${extra.da}`,
  },
});

const security = (title: string, content: string): DocumentTexts => ({ en: { title, content } });

const POLICIES: DemoDocument[] = [
  {
    owner: "editor@demo.example",
    isoStandards: ["ISO_14001"],
    nextReviewInDays: 140,
    public: true,
    revisions: [
      { major: 1, minor: 0, daysAgo: 900, note: null, texts: environment({ en: "", da: "" }) },
      {
        major: 1,
        minor: 1,
        daysAgo: 560,
        note: "Compliance obligations named",
        texts: environment({
          en: "- **use energy and raw materials efficiently** and reduce our CO₂ emissions year by year;\n",
          da: "- **at bruge energi og råvarer effektivt** og mindske vores CO₂-udledning år for år;\n",
        }),
      },
      {
        major: 2,
        minor: 0,
        daysAgo: 220,
        note: "Rewritten after the ISO 14001 recertification audit",
        texts: environment({
          en: "- **use energy and raw materials efficiently** and halve our scope 1 and 2 emissions by 2030 against 2022;\n- **prevent spills** at the tank farm and the quay with secondary containment and drills twice a year.\n",
          da: "- **at bruge energi og råvarer effektivt** og halvere vores scope 1- og 2-udledning inden 2030 i forhold til 2022;\n- **at forebygge spild** ved tankgården og kajen med opsamling og øvelser to gange om året.\n",
        }),
      },
    ],
  },
  {
    owner: "manager@demo.example",
    isoStandards: ["ISO_45001"],
    nextReviewInDays: 25,
    public: false,
    revisions: [
      { major: 1, minor: 0, daysAgo: 700, note: null, texts: safety({ en: "", da: "" }) },
      {
        major: 1,
        minor: 1,
        daysAgo: 340,
        note: "Traffic at the warehouse",
        texts: safety({
          en: "\n- Forklift and loading work is planned so that nobody walks in traffic outside marked walkways.",
          da: "\n- Truck- og læssearbejde planlægges, så ingen går i trafikken uden for markerede gangarealer.",
        }),
      },
    ],
  },
  {
    owner: "maintainer@demo.example",
    isoStandards: ["ISO_27001"],
    nextReviewInDays: -20,
    public: false,
    revisions: [
      {
        major: 1,
        minor: 0,
        daysAgo: 800,
        note: null,
        texts: security(
          "Information security policy",
          "# Purpose\n\nWe protect the confidentiality, integrity and availability of the information of our customers, employees and the group.\n\n- Access is given by need, reviewed twice a year.\n- Incidents are reported at once to the information security officer.",
        ),
      },
      {
        major: 2,
        minor: 0,
        daysAgo: 400,
        note: "Suppliers and backups added",
        texts: security(
          "Information security policy",
          "# Purpose\n\nWe protect the confidentiality, integrity and availability of the information of our customers, employees and the group.\n\n- Access is given by need, reviewed twice a year.\n- Incidents are reported at once to the information security officer.\n- Suppliers with access to our systems sign our security requirements.\n- Backups are tested every quarter.",
        ),
      },
    ],
  },
];

/** The holding's three policies with their published revisions; the information security review is overdue. */
export const seedDemoPolicies = (db: Db, organizationId: number) =>
  seedControlledDocuments(db, organizationId, "POLICY", POLICIES);
