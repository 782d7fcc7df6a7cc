import type { Translate } from "~/i18n/translations.server";
import { dashboardApi } from "../../../server/api/contracts/dashboard";
import { myTasksApi } from "../../../server/api/contracts/my-tasks";
import type { ApiClient } from "~/api/client.server";
import { toDateOnly } from "~/api/wire";
import { monthlyBars, seriesSummary } from "~/components/charts/monthly-bars.server";
import { begunMonths, decimalsFor, monthNamesOf } from "~/components/charts/numbers";
import { likeMonths, monthRanges, sumAt } from "~/lib/like-months";
import { localized } from "~/lib/legislation-text";

type Dashboard = Awaited<ReturnType<typeof loadDashboard>>["figures"];
type Figures = Dashboard["totals"];
type Tasks = Awaited<ReturnType<typeof loadDashboard>>["tasks"];

export async function loadDashboard(api: ApiClient, organizationId: number, unitsShown: number) {
  const [figures, tasks] = await Promise.all([
    api.call(dashboardApi.get, { params: { org: organizationId }, query: { units: unitsShown } }),
    api.call(myTasksApi.get, { params: { org: organizationId } }),
  ]);
  return { figures, tasks };
}

/** One number of a tile: what it counts (a translation key), and the list filtered to exactly those records. */
export type TileLine = { key: string; value: number; href: string; urgent?: boolean };
export type Tile = { key: string; href: string; lines: TileLine[]; unit?: "tonnes" };

const line = (key: string, value: number, href: string, urgent = false): TileLine => ({ key, value, href, urgent });

/** The tiles of the features the organization has, in the order work is usually done. */
export function tilesOf(figures: Figures): Tile[] {
  const tiles: (Tile | null)[] = [
    figures.events && {
      key: "events",
      href: "/evaluation/event-handling?status=OPEN",
      lines: [
        line("openHigh", figures.events.openHigh, "/evaluation/event-handling?status=OPEN&importance=HIGH", true),
        line("openMedium", figures.events.openMedium, "/evaluation/event-handling?status=OPEN&importance=MEDIUM"),
        line("openLow", figures.events.openLow, "/evaluation/event-handling?status=OPEN&importance=LOW"),
        line("openAccidents", figures.events.openAccidents, "/evaluation/event-handling?status=OPEN&accident=true"),
        line("overdueActions", figures.events.overdueActions, "/evaluation/event-handling?overdue=1", true),
      ],
    },
    figures.inspections && {
      key: "inspections",
      href: "/monitoring/control-book",
      lines: [
        line("overdue", figures.inspections.overdue, "/monitoring/control-book?show=overdue", true),
        line("dueSoon", figures.inspections.dueSoon, "/monitoring/control-book?show=due-soon"),
      ],
    },
    figures.competences && {
      key: "competences",
      href: "/organization/members-roles-and-competences?tab=matrix",
      lines: (["overdue", "dueSoon", "missing"] as const).map((status) =>
        line(
          status,
          figures.competences![status],
          `/organization/members-roles-and-competences?tab=matrix&status=${STATUS[status]}`,
          status !== "dueSoon",
        ),
      ),
    },
    figures.chemicals && {
      key: "chemicals",
      href: "/chemicals/my-chemicals",
      lines: [
        line("red", figures.chemicals.red, "/chemicals/my-chemicals?danger=RED"),
        line("sdsAttention", figures.chemicals.sdsAttention, "/chemicals/my-chemicals?sds=ATTENTION", true),
      ],
    },
    figures.policies && {
      key: "policies",
      href: "/leadership/policies",
      lines: [line("reviewDue", figures.policies.reviewDue, "/leadership/policies?review=due", true)],
    },
    figures.procedures && {
      key: "procedures",
      href: "/operation/procedures",
      lines: [line("reviewDue", figures.procedures.reviewDue, "/operation/procedures?review=due", true)],
    },
    figures.bindingObligations && {
      key: "bindingObligations",
      href: "/documents/binding-obligations",
      lines: [
        line("reviewDue", figures.bindingObligations.reviewDue, "/documents/binding-obligations?review=due", true),
      ],
    },
    figures.waste && {
      key: "waste",
      href: "/monitoring/waste/report",
      unit: "tonnes",
      lines: [
        line("hazardous", figures.waste.hazardousTonnes, "/monitoring/waste/report"),
        line("nonHazardous", figures.waste.nonHazardousTonnes, "/monitoring/waste/report"),
      ],
    },
  ];
  return tiles.filter((tile): tile is Tile => Boolean(tile));
}

const STATUS = { overdue: "OVERDUE", dueSoon: "DUE_SOON", missing: "MISSING" } as const;

/** CO2 this year against the same months of last year (those read in both), and a chart of both years' months. */
export function co2Of(co2: Dashboard["co2"], year: number, today: string, language: string, t: Translate) {
  if (!co2) return null;
  const tonnes = (kg: number) => Math.round(kg) / 1000;
  const { like } = likeMonths(co2.months, year, today);
  const begun = begunMonths(year, today);
  const thisYear = co2.months.map((month) => tonnes(month.kg));
  const lastYear = co2.months.map((month) => tonnes(month.previousKg));
  const sumOf = (values: number[], months: number) => values.slice(0, months).reduce((a, b) => a + b, 0);
  const [short, narrow, long] = (["short", "narrow", "long"] as const).map((width) => monthNamesOf(language, width));
  const input = {
    unit: t("meterEmissions.unit"),
    language,
    digits: decimalsFor(Math.max(0, ...thisYear, ...lastYear)),
    categories: short!.map((label, index) => ({ label, narrowLabel: narrow![index], longLabel: long![index] })),
    series: [
      // Months still to come have no figures yet: no bar, rather than a zero.
      { label: String(year), values: thisYear.map((value, index) => (index < begun ? value : null)) },
      { label: String(year - 1), values: lastYear },
    ],
  };
  return {
    compared: like.length,
    comparedMonths: monthRanges(like, long!),
    tonnes: sumAt(thisYear, like),
    previousTonnes: sumAt(lastYear, like),
    soFarTonnes: sumOf(thisYear, begun),
    chart: monthlyBars({
      ...input,
      id: "dashboard-co2",
      height: 160,
      title: t("dashboard.co2.chartTitle", { year, previous: year - 1 }),
      summary: seriesSummary(input, { total: t("meterEmissions.inAll"), highest: t("meterEmissions.mostIn") }),
    }),
  };
}

/** The units below as the table shows them: the API answers those with the most overdue first. */
export function unitsOf({ units, unitCount }: Pick<Dashboard, "units" | "unitCount">) {
  return {
    total: unitCount,
    rows: units.map(({ organization, figures }) => ({
      id: organization.id,
      name: organization.name,
      inspectionsOverdue: figures.inspections?.overdue ?? null,
      competencesOverdue: figures.competences ? figures.competences.overdue + figures.competences.missing : null,
      openEvents: figures.events ? figures.events.openHigh + figures.events.openMedium + figures.events.openLow : null,
      overdueActions: figures.events?.overdueActions ?? null,
      // A unit's policies and procedures include those of the organizations above it: its own register only here.
      obligationsDue: figures.bindingObligations?.reviewDue ?? null,
      red: figures.chemicals?.red ?? null,
      co2Tonnes: figures.co2Kg === null ? null : Math.round(figures.co2Kg) / 1000,
      wasteTonnes: figures.waste ? figures.waste.hazardousTonnes + figures.waste.nonHazardousTonnes : null,
    })),
  };
}

const day = (date: Date | null) => (date ? toDateOnly(date) : null);

/** The member's tasks as the panel lists them: days as `yyyy-mm-dd`, titles in the reader's language. */
export function tasksOf(tasks: Tasks, language: "en" | "da") {
  return {
    inspections: {
      total: tasks.inspections.total,
      content: tasks.inspections.content.map((row) => ({ ...row, dueDate: toDateOnly(row.dueDate) })),
    },
    actions: {
      total: tasks.actions.total,
      content: tasks.actions.content.map((row) => ({ ...row, dueDate: day(row.dueDate), doneDate: day(row.doneDate) })),
    },
    bindingObligations: {
      total: tasks.bindingObligations.total,
      content: tasks.bindingObligations.content.map((row) => ({
        legislationId: row.legislationId,
        title: row.shortName ?? localized(row, language).title,
        nextReviewDate: toDateOnly(row.nextReviewDate),
      })),
    },
  };
}
