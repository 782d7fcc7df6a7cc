import type { IsoStandard } from "./standards";

/**
 * The clauses an audit's checklist is made from: each standard's clause numbers with the product's
 * own short titles (never the standards' words, which are copyrighted). The three standards share
 * their structure; where a clause differs, it is the standard's own.
 */
type Clause = { clause: string; en: string; da: string };

const SHARED: Clause[] = [
  { clause: "4.1", en: "Issues inside and outside the organization", da: "Forhold i og uden for organisationen" },
  { clause: "4.2", en: "Interested parties and what they expect", da: "Interessenter og deres forventninger" },
  { clause: "4.3", en: "What the system covers", da: "Hvad systemet dækker" },
  {
    clause: "4.4",
    en: "The system and how its processes work together",
    da: "Systemet og samspillet mellem processerne",
  },
  { clause: "5.1", en: "Top management takes the lead", da: "Topledelsen går forrest" },
  { clause: "5.2", en: "The policy", da: "Politikken" },
  { clause: "5.3", en: "Who does what, and with which authority", da: "Hvem gør hvad, og med hvilken myndighed" },
  { clause: "6.1", en: "Risks and opportunities dealt with", da: "Risici og muligheder håndteres" },
  { clause: "6.2", en: "Objectives, and the plans to meet them", da: "Mål og planerne for at nå dem" },
  { clause: "7.1", en: "People, money and means", da: "Folk, penge og midler" },
  { clause: "7.2", en: "People are competent for their work", da: "Medarbejderne er kompetente til deres arbejde" },
  { clause: "7.3", en: "People know the policy and their part", da: "Medarbejderne kender politikken og deres rolle" },
  { clause: "7.4", en: "What is communicated, to whom and how", da: "Hvad der kommunikeres, til hvem og hvordan" },
  { clause: "7.5", en: "Documents and records kept and controlled", da: "Dokumenter og registreringer styres" },
  { clause: "8.1", en: "Daily operations planned and controlled", da: "Den daglige drift planlægges og styres" },
  { clause: "9.1", en: "Followed up, measured and evaluated", da: "Opfølgning, måling og evaluering" },
  { clause: "9.2", en: "Internal audits held", da: "Interne audits gennemføres" },
  { clause: "9.3", en: "Management reviews the system", da: "Ledelsen evaluerer systemet" },
];

const OWN: Record<IsoStandard, Clause[]> = {
  ISO_14001: [
    { clause: "8.2", en: "Ready for emergencies", da: "Klar til nødsituationer" },
    { clause: "10.1", en: "Improvement chosen and made", da: "Forbedringer vælges og gennemføres" },
    { clause: "10.2", en: "Nonconformities corrected at their cause", da: "Afvigelser rettes ved årsagen" },
    { clause: "10.3", en: "The system keeps getting better", da: "Systemet bliver ved med at blive bedre" },
  ],
  ISO_45001: [
    { clause: "5.4", en: "Workers consulted and taking part", da: "Medarbejderne høres og deltager" },
    { clause: "8.2", en: "Ready for emergencies", da: "Klar til nødsituationer" },
    { clause: "10.1", en: "Improvement chosen and made", da: "Forbedringer vælges og gennemføres" },
    {
      clause: "10.2",
      en: "Incidents and nonconformities corrected at their cause",
      da: "Hændelser og afvigelser rettes ved årsagen",
    },
    { clause: "10.3", en: "The system keeps getting better", da: "Systemet bliver ved med at blive bedre" },
  ],
  ISO_27001: [
    { clause: "8.2", en: "Security risks assessed as planned", da: "Sikkerhedsrisici vurderes som planlagt" },
    { clause: "8.3", en: "Security risks treated as planned", da: "Sikkerhedsrisici håndteres som planlagt" },
    { clause: "10.1", en: "The system keeps getting better", da: "Systemet bliver ved med at blive bedre" },
    { clause: "10.2", en: "Nonconformities corrected at their cause", da: "Afvigelser rettes ved årsagen" },
  ],
};

const byNumber = (a: Clause, b: Clause) => {
  const [x, y] = [a.clause.split(".").map(Number), b.clause.split(".").map(Number)];
  return x[0]! - y[0]! || (x[1] ?? 0) - (y[1] ?? 0);
};

/** Each standard's clauses in order: the shared ones and its own. */
export const AUDIT_CLAUSES: Record<IsoStandard, Clause[]> = {
  ISO_14001: [...SHARED, ...OWN.ISO_14001].sort(byNumber),
  ISO_45001: [...SHARED, ...OWN.ISO_45001].sort(byNumber),
  ISO_27001: [...SHARED, ...OWN.ISO_27001].sort(byNumber),
};

/** The clause numbers an audit names (`6.1, 8`), as typed; none, every clause. */
export const namedClauses = (clauses: string | null) =>
  (clauses ?? "")
    .split(/[,;\s]+/)
    .map((clause) => clause.replace(/\.$/, ""))
    .filter((clause) => /^\d+(\.\d+)*$/.test(clause));

/** Whether a clause is in the scope named: itself, one of its parts, or the clause it is part of. */
const inScope = (clause: string, named: string[]) =>
  named.length === 0 ||
  named.some((name) => clause === name || clause.startsWith(`${name}.`) || name.startsWith(`${clause}.`));

/** The checklist's clause lines of an audit's scope, keyed `ISO_14001:6.1`. */
export function checklistClauses(standards: IsoStandard[], clauses: string | null) {
  const named = namedClauses(clauses);
  return standards.flatMap((standard) =>
    AUDIT_CLAUSES[standard]
      .filter((entry) => inScope(entry.clause, named))
      .map((entry) => ({ key: `${standard}:${entry.clause}`, standard, ...entry })),
  );
}

export const CHECKLIST_ANSWERS = ["CONFORMING", "FINDING", "NOT_APPLICABLE"] as const;
export type ChecklistAnswer = (typeof CHECKLIST_ANSWERS)[number];
