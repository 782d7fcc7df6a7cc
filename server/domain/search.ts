import type { Feature } from "./features";

/**
 * What search finds: one kind per register whose records have a page of their own. The index
 * (`search_entries`, kept by the database's triggers) names each record by its kind and id.
 */
export const SEARCH_KINDS = [
  "CHEMICAL",
  "EVENT",
  "ACTION",
  "POLICY",
  "PROCEDURE",
  "OBLIGATION",
  "MACHINE",
  "AGREEMENT",
  "METER",
  "WASTE_HANDLER",
  "STAKEHOLDER",
  "MEMBER",
  "COMPETENCE",
  "RISK",
  "ASPECT",
  "WORK_PROCESS",
  "INTERNAL_AUDIT",
  "OBJECTIVE",
  "MANAGEMENT_REVIEW",
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * Whose records a list of the active organization shows, and so whose a search may find: its own
 * register only (the obligations, the stakeholders), its own and those below it, or those and the ones
 * above it too (shared documents and people).
 */
export type SearchReach = "OWN" | "BELOW" | "VISIBLE";

export const SEARCH_SOURCES: Record<SearchKind, { feature: Feature; reach: SearchReach }> = {
  CHEMICAL: { feature: "chemicals", reach: "BELOW" },
  EVENT: { feature: "event-handling", reach: "BELOW" },
  ACTION: { feature: "action-plan", reach: "BELOW" },
  POLICY: { feature: "policies", reach: "VISIBLE" },
  PROCEDURE: { feature: "procedures", reach: "VISIBLE" },
  OBLIGATION: { feature: "binding-obligations", reach: "OWN" },
  MACHINE: { feature: "machines", reach: "BELOW" },
  AGREEMENT: { feature: "control-book", reach: "BELOW" },
  METER: { feature: "meters", reach: "BELOW" },
  WASTE_HANDLER: { feature: "waste", reach: "BELOW" },
  STAKEHOLDER: { feature: "stakeholders", reach: "OWN" },
  MEMBER: { feature: "members", reach: "VISIBLE" },
  COMPETENCE: { feature: "competences", reach: "VISIBLE" },
  RISK: { feature: "risk-assessment", reach: "BELOW" },
  ASPECT: { feature: "environmental-aspects", reach: "BELOW" },
  WORK_PROCESS: { feature: "chemical-risk", reach: "BELOW" },
  INTERNAL_AUDIT: { feature: "internal-audit", reach: "BELOW" },
  OBJECTIVE: { feature: "objectives", reach: "BELOW" },
  MANAGEMENT_REVIEW: { feature: "management-review", reach: "BELOW" },
};

/** The page a hit opens: `linkId` is the id in its address (for an obligation, the act's). */
export function searchPath(kind: SearchKind, linkId: number): string {
  switch (kind) {
    case "CHEMICAL":
      return `/chemicals/my-chemicals/${linkId}`;
    case "EVENT":
      return `/evaluation/event-handling/${linkId}`;
    case "ACTION":
      return `/planning/action-plan/${linkId}`;
    case "POLICY":
      return `/leadership/policies/${linkId}`;
    case "PROCEDURE":
      return `/operation/procedures/${linkId}`;
    case "OBLIGATION":
      return `/documents/binding-obligations/${linkId}`;
    case "MACHINE":
      return `/monitoring/machines/${linkId}`;
    case "AGREEMENT":
      return `/monitoring/control-book/agreements/${linkId}`;
    case "METER":
      return `/monitoring/meters/${linkId}`;
    case "WASTE_HANDLER":
      return `/monitoring/waste/${linkId}`;
    case "STAKEHOLDER":
      return `/organization/stakeholders/${linkId}`;
    case "MEMBER":
      return `/organization/members/${linkId}`;
    case "COMPETENCE":
      return `/organization/competences/${linkId}`;
    case "RISK":
      return `/planning/risk-assessment/${linkId}`;
    case "ASPECT":
      return `/planning/aspects/${linkId}`;
    case "WORK_PROCESS":
      return `/planning/chemical-risk/${linkId}`;
    case "INTERNAL_AUDIT":
      return `/evaluation/internal-audit/${linkId}`;
    case "OBJECTIVE":
      return `/planning/objectives/${linkId}`;
    case "MANAGEMENT_REVIEW":
      return `/evaluation/management-review/${linkId}`;
  }
}

/** Longer queries are cut here: a search box holds a few words, not a page. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
export const SEARCH_MAX_TERMS = 8;
/** A term is at most this long: no word of either language nor any code is longer. */
const TERM_MAX_LENGTH = 40;

/**
 * A query as the terms that must all match (each as a prefix, stemmed in Danish and English), and, for
 * a query without letters ("64-17-5", "15 01 10*"), the whole of it as one code: codes are indexed
 * with their punctuation and spaces taken out, so a CAS or EWC code is found however it is typed.
 */
export type SearchTerms = { words: string[]; code: string | null };

export function searchTerms(query: string): SearchTerms {
  const text = query.slice(0, SEARCH_QUERY_MAX_LENGTH).normalize("NFC").toLowerCase();
  const words = text
    .split(/\s+/)
    .map((term) => compact(term).slice(0, TERM_MAX_LENGTH))
    .filter((term) => term.length > 0)
    .slice(0, SEARCH_MAX_TERMS);
  const hasLetters = /\p{L}/u.test(text);
  const code = hasLetters ? null : compact(text).slice(0, TERM_MAX_LENGTH) || null;
  return { words, code };
}

/** Letters and digits only: what the index keeps of a code, and all a text-search query may hold. */
export const compact = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, "");
