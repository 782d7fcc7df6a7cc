import type { Db } from "../db/client";
import type { Feature } from "../domain/features";
import { danishOrder } from "../domain/organization-tree";
import type { DateOnly } from "../domain/wire-casing";
import { countChemicalAssociations } from "./chemical-associations";
import { requirementStatusCounts } from "./competence-requirements";
import { reviewsDueByOrganization as documentReviewsDue } from "./controlled-documents";
import { emissionsReport } from "./emissions-report";
import { countEvents } from "./events";
import { inspectionStandingCounts } from "./inspections";
import { reviewsDueByOrganization as obligationReviewsDue } from "./legal-register";
import { wasteTonnesByOrganization } from "./waste-report";

export type DashboardScope = {
  organizationId: number;
  /** The organization and all below it. */
  below: number[];
  /** `below` and the lineage above: where shared records (documents, people) are read from. */
  visible: number[];
  /** The organizations directly below, each with all below it. */
  units: { id: number; name: string; below: number[] }[];
  available: (feature: Feature) => boolean;
  /** How many units to answer with, those with the most overdue first. */
  unitsShown: number;
};

type Counted = { organizationId: number };
/** Whose numbers a tile gives: one organization's own, and with all below it (all the query read when not given). */
type Unit = { own: number; below?: number[] };
/** A tile's numbers for a unit. */
type Tile<T> = (unit: Unit) => T;

const within = <R extends Counted>(rows: R[], ids?: number[]) =>
  ids ? rows.filter((row) => ids.includes(row.organizationId)) : rows;
const sum = <R>(rows: R[], value: (row: R) => number) => rows.reduce((total, row) => total + value(row), 0);
// Kept to the gram, as the waste report keeps its totals.
const grams = (value: number) => Math.round(value * 1e6) / 1e6;

/** Sums the named numbers of the rows of the organizations asked for. */
function summed<R extends Counted, K extends keyof R & string>(rows: R[], keys: readonly K[]): Tile<Record<K, number>> {
  return ({ below }) => {
    const chosen = within(rows, below);
    return Object.fromEntries(keys.map((key) => [key, sum(chosen, (row) => Number(row[key]))])) as Record<K, number>;
  };
}

async function inspections(db: Db, scope: DashboardScope, today: string) {
  return summed(await inspectionStandingCounts(db, scope.below, today), ["overdue", "dueSoon"]);
}

async function competences(db: Db, scope: DashboardScope, today: string) {
  return summed(await requirementStatusCounts(db, scope.visible, today), ["overdue", "dueSoon", "missing"]);
}

async function events(db: Db, scope: DashboardScope, today: string) {
  const rows = await countEvents(
    db,
    scope.below,
    {
      openHigh: { status: "OPEN", importance: "HIGH" },
      openMedium: { status: "OPEN", importance: "MEDIUM" },
      openLow: { status: "OPEN", importance: "LOW" },
      openAccidents: { status: "OPEN", accident: true },
      overdueActions: { overdueActions: true },
    },
    today as DateOnly,
  );
  // A unit's events are those the list filtered by the unit shows (`placedIn` in the events service).
  const placed = rows.map((row) => ({ ...row, organizationId: row.departmentId ?? row.organizationId }));
  const total = summed(rows, ["openHigh", "openMedium", "openLow", "openAccidents", "overdueActions"]);
  const perUnit = summed(placed, ["openHigh", "openMedium", "openLow", "openAccidents", "overdueActions"]);
  return (unit: Unit) => (unit.below ? perUnit(unit) : total(unit));
}

async function documents(db: Db, scope: DashboardScope, today: string) {
  const rows = await documentReviewsDue(db, scope.visible, today);
  // A unit's list shows its own documents, those below it and those of every organization above it.
  const above = [...scope.visible.filter((id) => !scope.below.includes(id)), scope.organizationId];
  return (kind: "POLICY" | "PROCEDURE"): Tile<{ reviewDue: number }> =>
    ({ below }) => ({
      reviewDue: sum(
        within(rows, below && [...above, ...below]).filter((row) => row.kind === kind),
        (row) => row.count,
      ),
    });
}

async function chemicals(db: Db, scope: DashboardScope) {
  const rows = await countChemicalAssociations(db, scope.below, {
    red: { dangerCode: "RED" },
    sdsAttention: { sds: "ATTENTION" },
  });
  return summed(rows, ["red", "sdsAttention"]);
}

async function obligations(db: Db, scope: DashboardScope, today: string): Promise<Tile<{ reviewDue: number }>> {
  const rows = await obligationReviewsDue(db, scope.below, today);
  // Each organization keeps its own register: a unit's number is what its register lists.
  return ({ own }) => ({ reviewDue: sum(within(rows, [own]), (row) => row.count) });
}

async function co2(db: Db, scope: DashboardScope, year: number) {
  const report = await emissionsReport(db, scope.below, year);
  const rows = report.organizations.map((row) => ({
    organizationId: row.organization.id,
    kg: row.scope1Kg + row.scope2Kg,
  }));
  const months = report.months.map((month) => ({
    month: month.month,
    kg: month.scope1Kg + month.scope2Kg,
    previousKg: month.previousScope1Kg + month.previousScope2Kg,
    comparable: month.comparable,
    previousCovered: month.previousCovered,
  }));
  return {
    tile: (({ below }) => sum(within(rows, below), (row) => row.kg)) as Tile<number>,
    year: { kg: sum(months, (m) => m.kg), previousKg: sum(months, (m) => m.previousKg), months },
  };
}

async function waste(
  db: Db,
  scope: DashboardScope,
  year: number,
): Promise<Tile<{ hazardousTonnes: number; nonHazardousTonnes: number }>> {
  const rows = await wasteTonnesByOrganization(db, scope.below, year);
  return ({ below }) => ({
    hazardousTonnes: grams(sum(within(rows, below), (row) => row.hazardous)),
    nonHazardousTonnes: grams(sum(within(rows, below), (row) => row.nonHazardous)),
  });
}

/** Runs a tile's queries only when the organization has its feature. */
const when = <T>(available: boolean, load: () => Promise<T>) => (available ? load() : Promise.resolve(null));

/**
 * The dashboard's numbers: a few aggregate queries, each counting by its module's own list filter per
 * organization, summed for the whole and for each unit directly below.
 */
export async function dashboard(db: Db, scope: DashboardScope, today: string) {
  const year = Number(today.slice(0, 4));
  const has = scope.available;
  const [inspectionTile, competenceTile, eventTile, documentTiles, chemicalTile, obligationTile, emissions, wasteTile] =
    await Promise.all([
      when(has("control-book"), () => inspections(db, scope, today)),
      when(has("competences"), () => competences(db, scope, today)),
      when(has("event-handling"), () => events(db, scope, today)),
      when(has("policies") || has("procedures"), () => documents(db, scope, today)),
      when(has("chemicals"), () => chemicals(db, scope)),
      when(has("binding-obligations"), () => obligations(db, scope, today)),
      when(has("meters"), () => co2(db, scope, year)),
      when(has("waste"), () => waste(db, scope, year)),
    ]);
  const policies = has("policies") ? documentTiles?.("POLICY") : undefined;
  const procedures = has("procedures") ? documentTiles?.("PROCEDURE") : undefined;
  const figures = (unit: Unit) => ({
    inspections: inspectionTile?.(unit) ?? null,
    competences: competenceTile?.(unit) ?? null,
    events: eventTile?.(unit) ?? null,
    policies: policies?.(unit) ?? null,
    procedures: procedures?.(unit) ?? null,
    chemicals: chemicalTile?.(unit) ?? null,
    bindingObligations: obligationTile?.(unit) ?? null,
    co2Kg: emissions?.tile(unit) ?? null,
    waste: wasteTile?.(unit) ?? null,
  });
  const units = scope.units.map((unit) => ({
    organization: { id: unit.id, name: unit.name },
    figures: figures({ own: unit.id, below: unit.below }),
  }));
  return {
    today,
    year,
    totals: figures({ own: scope.organizationId }),
    co2: emissions?.year ?? null,
    unitCount: units.length,
    units: mostOverdueFirst(units).slice(0, scope.unitsShown),
  };
}

type Overdue = {
  inspections: { overdue: number } | null;
  competences: { overdue: number } | null;
  events: { overdueActions: number } | null;
  bindingObligations: { reviewDue: number } | null;
};

const overdue = (figures: Overdue) =>
  (figures.inspections?.overdue ?? 0) +
  (figures.competences?.overdue ?? 0) +
  (figures.events?.overdueActions ?? 0) +
  (figures.bindingObligations?.reviewDue ?? 0);

/** A holding of a thousand departments shows the units that need attention, not a thousand rows. */
function mostOverdueFirst<U extends { organization: { name: string }; figures: Overdue }>(units: U[]) {
  const ranked = units.map((unit) => ({ unit, overdue: overdue(unit.figures) }));
  ranked.sort(
    (a, b) => b.overdue - a.overdue || danishOrder.compare(a.unit.organization.name, b.unit.organization.name),
  );
  return ranked.map(({ unit }) => unit);
}
