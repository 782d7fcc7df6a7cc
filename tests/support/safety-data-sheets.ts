import { pdfOfLines } from "./pdf-writer";

/**
 * Safety data sheets made for the tests, in English and Danish, with the sixteen sections of REACH
 * Annex II under their prescribed headings. The products and companies are made up; the statement
 * codes, CAS and EC numbers and UN numbers are real ones, so the reader's checks apply to them.
 */
const ENGLISH_TITLES = [
  "Identification of the substance/mixture and of the company/undertaking",
  "Hazards identification",
  "Composition/information on ingredients",
  "First aid measures",
  "Firefighting measures",
  "Accidental release measures",
  "Handling and storage",
  "Exposure controls/personal protection",
  "Physical and chemical properties",
  "Stability and reactivity",
  "Toxicological information",
  "Ecological information",
  "Disposal considerations",
  "Transport information",
  "Regulatory information",
  "Other information",
];

const DANISH_TITLES = [
  "Identifikation af stoffet/blandingen og af selskabet/virksomheden",
  "Fareidentifikation",
  "Sammensætning af/oplysning om indholdsstoffer",
  "Førstehjælpsforanstaltninger",
  "Brandbekæmpelse",
  "Forholdsregler over for udslip ved uheld",
  "Håndtering og opbevaring",
  "Eksponeringskontrol/personlige værnemidler",
  "Fysiske og kemiske egenskaber",
  "Stabilitet og reaktivitet",
  "Toksikologiske oplysninger",
  "Miljøoplysninger",
  "Forhold vedrørende bortskaffelse",
  "Transportoplysninger",
  "Oplysninger om regulering",
  "Andre oplysninger",
];

type SheetBody = Partial<Record<number, string[]>>;

function sheet(heading: string[], word: string, titles: string[], body: SheetBody, filler: string): string[] {
  return [
    ...heading,
    ...titles.flatMap((title, index) => [`${word} ${index + 1}: ${title}`, ...(body[index + 1] ?? [filler])]),
  ];
}

export const ENGLISH_SHEET = {
  productName: "Testline Degreaser 500",
  supplier: "Testchem Supplies Ltd",
  revisionDate: "2024-03-15",
  lines: sheet(
    [
      "SAFETY DATA SHEET",
      "according to Regulation (EC) No 1907/2006 (REACH), Annex II",
      "Revision date: 15.03.2024 Version: 3.0 Supersedes: 01.02.2021",
    ],
    "SECTION",
    ENGLISH_TITLES,
    {
      1: [
        "1.1 Product identifier",
        "Product name: Testline Degreaser 500",
        "Product code: TD-500",
        "1.2 Relevant identified uses of the substance or mixture and uses advised against",
        "Degreasing of metal parts. Professional use only.",
        "1.3 Details of the supplier of the safety data sheet",
        "Company: Testchem Supplies Ltd",
        "Address: 1 Example Road, Testtown",
        "Telephone: +44 1234 567890",
        "1.4 Emergency telephone number",
        "+44 1234 567899 (24 hours)",
      ],
      2: [
        "2.1 Classification of the substance or mixture",
        "Flam. Liq. 2; H225 Eye Irrit. 2; H319 STOT SE 3; H336",
        "2.2 Label elements",
        "Signal word: Danger",
        "Hazard statements: H225 Highly flammable liquid and vapour. H319 Causes serious eye irritation.",
        "H336 May cause drowsiness or dizziness.",
        "Supplemental hazard information: EUH066",
        "Precautionary statements: P210, P233, P280, P303 + P361 + P353, P305+P351+P338, P403+P235",
        "2.3 Other hazards",
        "None known. Not H999.",
      ],
      3: [
        "3.2 Mixtures",
        "Name CAS No. EC No. Concentration Classification",
        "Ethanol 64-17-5 200-578-6 ≥ 25 – < 50 % Flam. Liq. 2, H225; Eye Irrit. 2, H319",
        "Acetone 67-64-1 200-662-2 10 - <25 % Flam. Liq. 2, H225; Eye Irrit. 2, H319; STOT SE 3, H336",
        "Propan-2-ol 67-63-0 200-661-7 1 - < 10 % Flam. Liq. 2, H225; Eye Irrit. 2, H319",
        "Misprinted 64-17-6 < 1 %",
      ],
      7: [
        "7.1 Precautions for safe handling",
        "Keep away from sources of ignition.",
        "7.2 Conditions for safe storage, including any incompatibilities",
        "Store in a well-ventilated place. Keep container tightly closed.",
        "Keep cool. Store away from oxidising agents.",
        "7.3 Specific end use(s)",
        "See section 1.2.",
      ],
      14: [
        "14.1 UN number or ID number",
        "UN 1993",
        "14.2 UN proper shipping name",
        "See the transport document.",
        "14.3 Transport hazard class(es)",
        "3",
      ],
      16: ["Changes from the previous version: sections 2 and 3.", "Date of issue: 01.02.2021"],
    },
    "No further information.",
  ),
};

export const DANISH_SHEET = {
  productName: "Testrens Alkalisk Afkalker",
  supplier: "Testkemi A/S",
  revisionDate: "2023-10-30",
  lines: sheet(
    [
      "SIKKERHEDSDATABLAD",
      "i henhold til forordning (EF) nr. 1907/2006 (REACH), bilag II",
      "Revisionsdato: 30-okt-2023 Erstatter: 12-jan-2020",
    ],
    "PUNKT",
    DANISH_TITLES,
    {
      1: [
        "1.1. Produktidentifikator",
        "Handelsnavn: Testrens Alkalisk Afkalker",
        "1.2. Relevante identificerede anvendelser for stoffet eller blandingen samt anvendelser, der frarådes",
        "Rengøring af industrielt udstyr.",
        "1.3. Nærmere oplysninger om leverandøren af sikkerhedsdatabladet",
        "Firma: Testkemi A/S",
        "Adresse: Eksempelvej 1, 9999 Testby",
        "Telefon: +45 12 34 56 78",
        "1.4. Nødtelefon",
        "+45 12 34 56 79 (døgnåben)",
      ],
      2: [
        "2.1. Klassificering af stoffet eller blandingen",
        "Met. Corr. 1; H290 Skin Corr. 1A; H314",
        "2.2. Mærkningselementer",
        "Signalord: Fare",
        "Faresætninger: H290, H314",
        "Sikkerhedssætninger: P260, P280, P301+P330+P331, P303+P361+P353, P305+P351+P338, P310",
        "2.3. Andre farer",
        "Ingen kendte.",
      ],
      3: [
        "3.2. Blandinger",
        "Natriumhydroxid",
        "CAS-nr.: 1310-73-2",
        "EF-nr.: 215-185-5",
        "Koncentration: ≥ 1 – < 5 %",
        "Klassificering: Met. Corr. 1, H290; Skin Corr. 1A, H314",
        "Dinatriummetasilikat",
        "CAS-nr.: 6834-92-0",
        "EF-nr.: 229-912-9",
        "Koncentration: 5 - <10 %",
      ],
      7: [
        "7.1. Forholdsregler for sikker håndtering",
        "Undgå kontakt med huden og øjnene.",
        "7.2. Betingelser for sikker opbevaring, herunder eventuel uforenelighed",
        "Opbevares i original emballage, frostfrit og adskilt fra syrer.",
        "7.3. Særlige anvendelser",
        "Se punkt 1.2.",
      ],
      14: [
        "14.1. UN-nummer eller ID-nummer",
        "UN-nummer: 1719",
        "14.2. UN-forsendelsesbetegnelse",
        "Se transportdokumentet.",
      ],
      16: ["Ændringer i forhold til forrige version: punkt 2 og 3."],
    },
    "Ingen yderligere oplysninger.",
  ),
};

/** A sheet as a PDF of a few pages, as a supplier sends it. */
export const sheetPdf = (lines: string[]) => pdfOfLines(lines);
