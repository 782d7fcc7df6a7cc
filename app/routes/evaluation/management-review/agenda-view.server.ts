import type { managementReviewsApi } from "../../../../server/api/contracts/management-reviews";
import type { ResultOf } from "../../../../server/api/contracts/operation";
import { AGENDA_SECTIONS, type AgendaSection } from "../../../../server/domain/management-reviews";
import type { Translate } from "~/i18n/translations.server";
import { formatDate, formatQuantity } from "~/lib/format";
import type { AgendaTable, AgendaSectionView } from "./agenda-section";

type Review = ResultOf<typeof managementReviewsApi.get>;
type Agenda = NonNullable<Review["agenda"]>;
type Words = { t: Translate; language: string };

const k = (name: string) => `managementReviews.agenda.${name}`;
const table = ({ t }: Words, caption: string, headers: string[], rows: AgendaTable["rows"]): AgendaTable => ({
  caption: t(k(caption)),
  headers: headers.map((header) => t(k(`columns.${header}`))),
  rows,
});
const number = (value: number | null, language: string, digits = 0) => formatQuantity(value, language, digits);

const tablesOnly = (...tables: AgendaTable[]) => ({ facts: [], tables, empty: null });

/** Each section's figures as tables and facts, in the language given; the free-text sections have none. */
function figuresOf(section: AgendaSection, agenda: Agenda, words: Words): Omit<AgendaSectionView, "key" | "heading"> {
  const { t, language } = words;
  const date = (value: Date | string | null) => formatDate(value, language);
  switch (section) {
    case "previousActions":
      return tablesOnly(
        table(
          words,
          "sections.previousActions",
          ["action", "review", "status", "due"],
          agenda.previousActions.map((a) => ({
            to: `/planning/action-plan/${a.id}`,
            cells: [
              a.title,
              a.review.title,
              t(`actions.statusOptions.${a.status}`),
              `${date(a.dueDate)}${a.overdue ? ` (${t(k("overdue"))})` : ""}`,
            ],
          })),
        ),
      );
    case "issues":
      return tablesOnly(
        table(
          words,
          "sections.issues",
          ["organization", "revisions", "lastChanged"],
          agenda.issues.map((row) => ({
            cells: [row.organization.name, String(row.revisions), date(row.lastChanged)],
          })),
        ),
      );
    case "stakeholders":
      return {
        facts: [{ label: t(k("stakeholdersTotal")), value: String(agenda.stakeholders.total) }],
        empty: null,
        tables: [
          table(
            words,
            "sections.stakeholders",
            ["stakeholder", "organization", "needs", "obligation", "change"],
            agenda.stakeholders.changed.map((row) => ({
              cells: [
                row.stakeholder,
                row.organization.name,
                row.needsAndExpectations ?? "",
                t(row.complianceObligation ? k("yes") : k("no")),
                t(row.added ? k("added") : k("changed")),
              ],
            })),
          ),
        ],
      };
    case "objectives":
      return tablesOnly(
        table(
          words,
          "sections.objectives",
          ["objective", "organization", "measure", "baseline", "target", "actual", "expected", "standing", "deadline"],
          agenda.objectives.map((o) => ({
            cells: [
              o.title,
              o.organizationName,
              o.unit ? `${t(k(`measureOptions.${o.measure}`))} (${o.unit})` : t(k(`measureOptions.${o.measure}`)),
              `${number(o.baselineValue, language, 2)} (${o.baselineYear})`,
              number(o.targetValue, language, 2),
              number(o.actual, language, 2),
              number(o.expected, language, 2),
              t(k(`standingOptions.${o.standing}`)),
              date(o.deadline),
            ],
          })),
        ),
      );
    case "nonconformities":
      return tablesOnly(
        table(
          words,
          "findingsInPeriod",
          ["finding", "type", "audit", "actions"],
          agenda.nonconformities.findings.map((f) => ({
            to: `/evaluation/internal-audit/findings/${f.id}`,
            cells: [f.description, t(`internalAudits.typeOptions.${f.type}`), f.auditSubject, String(f.actions)],
          })),
        ),
        table(
          words,
          "actionsBySource",
          ["source", "open", "overdue"],
          agenda.nonconformities.actionsBySource.map((row) => ({
            cells: [t(`actions.sourceOptions.${row.source}`), String(row.open), String(row.overdue)],
          })),
        ),
      );
    case "monitoring": {
      const { co2, waste, year, throughMonth } = agenda.monitoring;
      const wasteOf = (hazardous: boolean) =>
        waste.find((row) => row.hazardous === hazardous) ?? { tonnes: 0, previousTonnes: 0 };
      const line = (label: string, now: number, before: number) => ({
        cells: [t(k(label)), number(now, language, 1), number(before, language, 1)],
      });
      return {
        facts: [
          {
            label: t(k("monitoringPeriod")),
            value: t(k("monitoringMonths"), { through: throughMonth, year, previous: year - 1 }),
          },
        ],
        empty: null,
        tables: [
          table(
            words,
            "sections.monitoring",
            ["figure", "thisYear", "yearBefore"],
            [
              ...co2.map((row) => line(`co2Scope${row.scope}`, row.kg / 1000, row.previousKg / 1000)),
              line("wasteHazardous", wasteOf(true).tonnes, wasteOf(true).previousTonnes),
              line("wasteOther", wasteOf(false).tonnes, wasteOf(false).previousTonnes),
            ],
          ),
        ],
      };
    }
    case "compliance":
      return tablesOnly(
        table(
          words,
          "sections.compliance",
          [
            "organization",
            "obligations",
            "onTime",
            "overdueEvaluations",
            "notEvaluated",
            "compliant",
            "partly",
            "notCompliant",
            "withoutAction",
          ],
          agenda.compliance
            .filter((row) => row.obligations > 0)
            .map((row) => ({
              cells: [
                row.organization.name,
                ...[
                  row.obligations,
                  row.onTime,
                  row.overdue,
                  row.never,
                  row.compliant,
                  row.partlyCompliant,
                  row.notCompliant,
                  row.withoutAction,
                ].map(String),
              ],
            })),
        ),
      );
    case "audits":
      return {
        facts: agenda.audits.findingsByType.map((row) => ({
          label: t(`internalAudits.typeOptions.${row.type}`),
          value: String(row.count),
        })),
        empty: null,
        tables: [
          table(
            words,
            "sections.audits",
            ["audit", "start", "status", "findings"],
            agenda.audits.audits.map((a) => ({
              to: `/evaluation/internal-audit/${a.id}`,
              cells: [a.subject, date(a.startDate), t(`internalAudits.statusOptions.${a.status}`), String(a.findings)],
            })),
          ),
        ],
      };
    case "incidents": {
      const i = agenda.incidents;
      return {
        facts: [
          ...(
            [
              "events",
              "accidents",
              "nearMisses",
              "lostTime",
              "daysLost",
              "previousEvents",
              "previousAccidents",
            ] as const
          ).map((name) => ({
            label: t(k(`incidents.${name}`)),
            value: String(i[name]),
          })),
          ...i.byCategory.map((row) => ({ label: t(`events.category.${row.category}`), value: String(row.count) })),
        ],
        tables: [],
        empty: null,
      };
    }
    default:
      return { facts: [], tables: [], empty: t(k("freeText")) };
  }
}

/** The agenda's sections with their figures and the review's notes, in the language given (the page and the minutes). */
export function agendaView(review: Review, t: Translate, language: string): AgendaSectionView[] {
  return AGENDA_SECTIONS.map((key) => {
    const heading = t(k(`sections.${key}`));
    if (!review.agenda) return { key, heading, facts: [], tables: [], empty: null };
    const figures = figuresOf(key, review.agenda, { t, language });
    const tables = figures.tables.filter((shown) => shown.rows.length > 0);
    // A table without rows says so in words: nothing of the kind in the period.
    const empty = figures.empty ?? (tables.length || figures.facts.length ? null : t(k(`empty.${key}`)));
    return { key, heading, facts: figures.facts, tables, empty };
  });
}

/** The period the agenda looks back over, and the review it follows, in words; none before it is assembled. */
export function agendaPeriod(review: Review, t: Translate, language: string) {
  if (!review.agenda) return null;
  const { since, asOf, previousReview } = review.agenda;
  const dates = { since: formatDate(since, language), asOf: formatDate(asOf, language) };
  return previousReview ? t(k("periodSince"), { ...dates, title: previousReview.title }) : t(k("periodYear"), dates);
}
