import type { ActionSource, ActionStatus } from "./actions";
import type { EventCategory } from "./events";
import type { AuditStatus, FindingType } from "./internal-audits";
import type { ObjectiveSummary } from "./objectives";

/**
 * Management review (ISO 14001, 45001 and 27001, clause 9.3): a review is planned, held (its agenda
 * frozen as of its date) and closed (read-only); decision 038.
 */
export const REVIEW_STATUSES = ["PLANNED", "HELD", "CLOSED"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The agenda's sections in the order of clause 9.3.2; the last two are the participants' words only. */
export const AGENDA_SECTIONS = [
  "previousActions",
  "issues",
  "stakeholders",
  "objectives",
  "nonconformities",
  "monitoring",
  "compliance",
  "audits",
  "incidents",
  "resources",
  "opportunities",
] as const;
export type AgendaSection = (typeof AGENDA_SECTIONS)[number];

/** The most members one review names as participants besides its chair. */
export const MAX_PARTICIPANTS = 40;
/** The most records a section of the agenda lists by name; its counts cover them all. */
export const AGENDA_LIST_LIMIT = 50;

export type ReviewRefusal = { path: string; code: string; message: string };

/**
 * Why the review may not move from `from` to `to` on `today`, or nothing. It goes one step at a time:
 * planned → held (not before its date) → closed; a closed review is reopened to held to correct its
 * minutes. A held review is never planned again: its agenda stays frozen.
 */
export function reviewStatusRefusals(from: ReviewStatus, to: ReviewStatus, reviewDate: string, today: string) {
  const refusals: ReviewRefusal[] = [];
  const step = REVIEW_STATUSES.indexOf(to) - REVIEW_STATUSES.indexOf(from);
  if (!(step === 1 || (from === "CLOSED" && to === "HELD"))) {
    refusals.push({ path: "status", code: "review_status_step", message: "A review moves one step at a time" });
  } else if (to === "HELD" && reviewDate > today) {
    refusals.push({ path: "status", code: "review_not_yet", message: "A review is held on or after its date" });
  }
  return refusals;
}

/** Why the review's dates cannot be kept, or nothing. */
export function reviewDateRefusals(review: { reviewDate: string; nextReviewDate: string | null }) {
  if (review.nextReviewDate === null || review.nextReviewDate > review.reviewDate) return [];
  return [{ path: "next_review_date", code: "next_review_not_after", message: "The next review comes after this one" }];
}

/**
 * The period an agenda looks back over: from the previous review of the organization (or a year back
 * when there is none) up to the review's date.
 */
export function reviewPeriodStart(reviewDate: string, previousReviewDate: string | null) {
  if (previousReviewDate !== null) return previousReviewDate;
  // A year back: the same day, or the 28th of February for the 29th.
  const yearBefore = `${String(Number(reviewDate.slice(0, 4)) - 1).padStart(4, "0")}${reviewDate.slice(4)}`;
  return yearBefore.endsWith("-02-29") ? `${yearBefore.slice(0, 8)}28` : yearBefore;
}

/**
 * The months the monitoring section compares: the year of the review up to the month before it, against
 * the same months of the year before; a review in January looks at the whole year before.
 */
export function monitoringMonths(reviewDate: string) {
  const [year, month] = [Number(reviewDate.slice(0, 4)), Number(reviewDate.slice(5, 7))];
  return month === 1 ? { year: year - 1, throughMonth: 12 } : { year, throughMonth: month - 1 };
}

type Named = { id: number; name: string };

/** The agenda as frozen into the review: figures, ids and titles, never translated words (decision 038). */
export type Agenda = {
  asOf: string;
  since: string;
  previousReview: { id: number; title: string; reviewDate: string } | null;
  previousActions: {
    id: number;
    title: string;
    status: ActionStatus;
    dueDate: string | null;
    overdue: boolean;
    review: { id: number; title: string };
  }[];
  issues: { organization: Named; revisions: number; lastChanged: string }[];
  stakeholders: {
    total: number;
    changed: {
      id: number;
      organization: Named;
      stakeholder: string;
      needsAndExpectations: string | null;
      complianceObligation: boolean;
      added: boolean;
    }[];
  };
  objectives: ObjectiveSummary[];
  nonconformities: {
    findings: { id: number; type: FindingType; description: string; auditSubject: string; actions: number }[];
    actionsBySource: { source: ActionSource; open: number; overdue: number }[];
  };
  monitoring: {
    year: number;
    throughMonth: number;
    co2: { scope: 1 | 2; kg: number; previousKg: number }[];
    waste: { hazardous: boolean; tonnes: number; previousTonnes: number }[];
  };
  compliance: {
    organization: Named;
    obligations: number;
    onTime: number;
    overdue: number;
    never: number;
    compliant: number;
    partlyCompliant: number;
    notCompliant: number;
    withoutAction: number;
  }[];
  audits: {
    audits: { id: number; subject: string; status: AuditStatus; startDate: string; findings: number }[];
    findingsByType: { type: FindingType; count: number }[];
  };
  incidents: {
    events: number;
    accidents: number;
    nearMisses: number;
    lostTime: number;
    daysLost: number;
    previousEvents: number;
    previousAccidents: number;
    byCategory: { category: EventCategory; count: number }[];
  };
};

/** Each section's notes, as the participants wrote them in the minutes; none for a section not spoken to. */
export type SectionNotes = Partial<Record<AgendaSection, string | null>>;
