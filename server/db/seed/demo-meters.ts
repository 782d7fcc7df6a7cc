import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../client";
import { emissionFactors, emissionFactorValues, meterReadings, meters } from "../schema";
import { businessToday } from "../../domain/recurrence";
import { defaultScope, type UtilityType } from "../../domain/units";
import type { DateOnly } from "../../domain/wire-casing";
import { rewriteMeterMonths } from "../../services/meter-months";
import { membershipsByEmail } from "./demo-members";

/** Months of readings: two years, each read on its last day, up to the last month end before today. */
const MONTHS = 24;

/** How a month of the year (January first) weighs against the average: heating follows the winter. */
const HEATING = [1.65, 1.5, 1.3, 0.95, 0.55, 0.3, 0.25, 0.3, 0.5, 0.9, 1.3, 1.6];
// Production slows in July (the holiday) and at Christmas.
const PRODUCTION = [1.05, 1.05, 1.05, 1.0, 1.05, 1.0, 0.65, 1.0, 1.05, 1.05, 1.05, 0.85];

type Event =
  | { kind: "rollover" }
  /** The counter was replaced this month; the old one's last value was read at `share` of the month. */
  | { kind: "replacement"; at: number; share: number; counter: string }
  | { kind: "estimate"; at: number; comment: string };

type MeterSeed = {
  company: string;
  department?: string;
  name: string;
  utilityType: UtilityType;
  unit: string;
  number: string;
  location: string;
  cumulative: boolean;
  counterDigits?: number;
  /** The counter's value at the first reading. */
  start?: number;
  /** The average consumption of a month, and how it falls over the months of a year. */
  monthly: number;
  shape: readonly number[];
  decimals: number;
  /** Words one of the catalogue's factors for the type has in its name. */
  factor: RegExp;
  /** The same for its biogenic factor, when it burns biomass. */
  biogenicFactor?: RegExp;
  events?: Event[];
  /** The demo user who answers for its readings. */
  responsible?: string;
};

const METERS: MeterSeed[] = [
  {
    company: "Nordvik Chemicals A/S",
    department: "Production",
    name: "Elmåler, produktionshal",
    utilityType: "ELECTRICITY",
    unit: "kWh",
    number: "571313115100254871",
    location: "Produktionshal, tavlerum 1",
    cumulative: true,
    // Seven digits: the counter passes 9,999,999 once in the two years.
    counterDigits: 7,
    start: 8_652_310,
    monthly: 71_000,
    shape: PRODUCTION,
    decimals: 0,
    // The series of Energinet's declarations: the latest year's figure stands in for the years after it.
    factor: /Energinet declaration, 125 % method incl\. grid loss/i,
    events: [{ kind: "rollover" }],
    responsible: "editor@demo.example",
  },
  {
    company: "Nordvik Chemicals A/S",
    name: "Fjernvarme, kontorbygning",
    utilityType: "HEAT",
    unit: "MWh",
    number: "Kamstrup MULTICAL 603, 6841203",
    location: "Havnevej 40, teknikrum i kælderen",
    cumulative: true,
    start: 4_812.4,
    monthly: 38,
    shape: HEATING,
    decimals: 1,
    factor: /district heat|fjernvarme/i,
    responsible: "manager@demo.example",
  },
  {
    company: "Nordvik Chemicals A/S",
    department: "Production",
    name: "Naturgas, dampkedel",
    utilityType: "GAS",
    unit: "m3",
    number: "Elster BK-G65, 27041859",
    location: "Kedelhus, gasrampe",
    cumulative: true,
    start: 1_204_566,
    monthly: 14_500,
    shape: [1.3, 1.25, 1.15, 1.0, 0.85, 0.75, 0.55, 0.75, 0.9, 1.05, 1.2, 1.25],
    decimals: 0,
    factor: /natural gas|naturgas/i,
    responsible: "editor@demo.example",
    events: [
      {
        kind: "replacement",
        at: 15,
        share: 0.4,
        counter: "Gasmåleren skiftet af Evida; den gamle tællers slutstand aflæst ved udskiftningen.",
      },
    ],
  },
  {
    company: "Nordvik Chemicals A/S",
    name: "Træpillefyr, lagerhal",
    utilityType: "HEAT",
    unit: "wood pellets kg",
    number: "Pillefyr 150 kW, silo 12 t",
    location: "Lagerhal 2, fyrrum",
    // The pellets delivered to the silo each month: fuel burned on site, scope 1, and biogenic CO2 apart.
    cumulative: false,
    monthly: 9_000,
    shape: HEATING,
    decimals: 0,
    factor: /wood pellets, combustion/i,
    biogenicFactor: /wood pellets, biogenic/i,
  },
  {
    company: "Nordvik Chemicals A/S",
    name: "Vand, hovedmåler",
    utilityType: "WATER",
    unit: "m3",
    number: "Kamstrup flowIQ 3100, 70931422",
    location: "Havnevej 40, målerbrønd ved porten",
    cumulative: true,
    start: 48_213,
    monthly: 1_150,
    shape: PRODUCTION,
    decimals: 0,
    factor: /water|vand/i,
    responsible: "editor@demo.example",
    events: [
      {
        kind: "estimate",
        at: 10,
        comment: "Målerbrønden var oversvømmet; skønnet ud fra forbruget samme måned året før.",
      },
    ],
  },
  {
    company: "Nordvik Logistics ApS",
    department: "Fleet",
    name: "Diesel, lastbiler",
    utilityType: "FLEET",
    unit: "L",
    number: "Tankanlæg 2, pumpe 1",
    location: "Transportvej 7, egen dieseltank",
    cumulative: false,
    monthly: 21_500,
    shape: [0.95, 0.95, 1.0, 1.0, 1.05, 1.05, 0.8, 1.05, 1.05, 1.05, 1.05, 1.0],
    decimals: 0,
    factor: /diesel/i,
    responsible: "manager@demo.example",
  },
  {
    company: "Nordvik Logistics ApS",
    department: "Terminal operations",
    name: "Fyringsolietank, værksted",
    utilityType: "TANK_BEARING",
    unit: "L",
    number: "Tank 5.000 L, pejlestok",
    location: "Værkstedet, oliefyrets tank",
    cumulative: false,
    monthly: 1_050,
    shape: HEATING,
    decimals: 0,
    factor: /heating oil|fyringsolie/i,
  },
];

const DAY_MS = 86_400_000;
const iso = (time: number) => new Date(time).toISOString().slice(0, 10) as DateOnly;

/** The last day of each of the `count` months before today's, oldest first. */
function monthEnds(today: string, count: number): DateOnly[] {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1];
  return Array.from({ length: count }, (_, index) => iso(Date.UTC(year, month - count + index + 1, 1) - DAY_MS));
}

/** A small, repeatable wobble around 1, so the months do not look drawn with a ruler. */
const wobble = (index: number, salt: number) => 1 + 0.07 * Math.sin(index * 2.3 + salt * 1.7) * Math.cos(index * 0.9);
const rounded = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Each month's consumption, a little lower in the second year (the energy savings the demo can point to). */
function consumptions(seed: MeterSeed, ends: DateOnly[], salt: number) {
  return ends.map((end, index) => {
    const month = Number(end.slice(5, 7)) - 1;
    const saving = index >= 12 ? 0.94 : 1;
    return rounded(seed.monthly * seed.shape[month]! * wobble(index, salt) * saving, seed.decimals);
  });
}

type ReadingRow = Omit<typeof meterReadings.$inferInsert, "meterId">;

/** A counter's readings (one more than the months: the first is where it starts) or a period meter's. */
function readingsOf(seed: MeterSeed, salt: number, today: string): ReadingRow[] {
  const base = { unit: seed.unit };
  if (!seed.cumulative) {
    const ends = monthEnds(today, MONTHS);
    return consumptions(seed, ends, salt).map((value, index) => ({ ...base, performedAt: ends[index]!, value }));
  }
  const ends = monthEnds(today, MONTHS + 1);
  const used = consumptions(seed, ends.slice(1), salt);
  const wrap = 10 ** (seed.counterDigits ?? 15);
  let counter = seed.start ?? 0;
  const rows: ReadingRow[] = [{ ...base, performedAt: ends[0]!, value: counter }];
  used.forEach((consumption, index) => {
    const performedAt = ends[index + 1]!;
    const replacement = seed.events?.find((event) => event.kind === "replacement" && event.at === index);
    if (replacement?.kind === "replacement") {
      const final = rounded(counter + consumption * replacement.share, seed.decimals);
      counter = rounded(consumption - (final - counter), seed.decimals);
      rows.push({
        ...base,
        performedAt,
        value: counter,
        newCounter: true,
        replacedCounterFinal: final,
        comment: replacement.counter,
      });
      return;
    }
    counter = rounded(counter + consumption, seed.decimals);
    const rollover = counter >= wrap;
    if (rollover) counter = rounded(counter - wrap, seed.decimals);
    const estimate = seed.events?.find((event) => event.kind === "estimate" && event.at === index);
    rows.push({
      ...base,
      performedAt,
      value: counter,
      rollover,
      ...(estimate?.kind === "estimate" ? { estimated: true, comment: estimate.comment } : {}),
    });
  });
  return rows;
}

/**
 * The catalogue's factor for a meter, when it has one of the type: one whose name fits before others,
 * then the one whose values cover most of the readings' days (a value without dates covers them all).
 * None when the catalogue has no factor of the type yet.
 */
async function factorFor(tx: Db, seed: MeterSeed, first: string, last: string) {
  const factors = await tx
    .select({ id: emissionFactors.id, name: emissionFactors.name })
    .from(emissionFactors)
    .where(and(eq(emissionFactors.utilityType, seed.utilityType), eq(emissionFactors.biogenic, false)));
  if (factors.length === 0) return null;
  const values = await tx
    .select()
    .from(emissionFactorValues)
    .where(
      inArray(
        emissionFactorValues.emissionFactorId,
        factors.map((factor) => factor.id),
      ),
    );
  const [from, to] = [Date.parse(first), Date.parse(last)];
  const covered = (factorId: number) =>
    values
      .filter((value) => value.emissionFactorId === factorId)
      .reduce((days, value) => {
        const start = Math.max(from, value.startDate ? Date.parse(value.startDate) : from);
        const end = Math.min(to, value.endDate ? Date.parse(value.endDate) : to);
        return days + Math.max(0, (end - start) / DAY_MS + 1);
      }, 0);
  const ranked = factors
    .map((factor) => ({ ...factor, fits: seed.factor.test(factor.name) ? 1 : 0, covered: covered(factor.id) }))
    .sort((a, b) => b.fits - a.fits || b.covered - a.covered || a.name.localeCompare(b.name));
  return ranked[0]!.id;
}

/** The catalogue's biogenic factor whose name fits, when it has one. */
async function biogenicFactorFor(tx: Db, name: RegExp) {
  const factors = await tx
    .select({ id: emissionFactors.id, name: emissionFactors.name })
    .from(emissionFactors)
    .where(eq(emissionFactors.biogenic, true));
  return factors.find((factor) => name.test(factor.name))?.id ?? null;
}

/**
 * The demo meters of the holding's companies: electricity (a counter that rolls over once), district
 * heat, natural gas (its counter replaced), wood pellets, water (one reading estimated), the logistics company's
 * diesel and heating-oil tank, with two years of monthly readings up to the last month end, and their
 * monthly figures. Each gets the catalogue's emission factor of its type, where there is one; the
 * editor answers for three of them, the manager for two, no one yet for the pellets and the oil tank.
 */
export async function seedDemoMeters(db: Db, organizationIds: Map<string, number>) {
  const today = businessToday();
  const members = await membershipsByEmail(db);
  await db.transaction(async (tx) => {
    for (const [salt, seed] of METERS.entries()) {
      const readings = readingsOf(seed, salt, today);
      const emissionFactorId = await factorFor(tx, seed, readings[0]!.performedAt, readings.at(-1)!.performedAt);
      const scope = defaultScope(seed.utilityType, [seed.unit]);
      const [meter] = await tx
        .insert(meters)
        .values({
          organizationId: organizationIds.get(seed.company)!,
          departmentId: seed.department ? organizationIds.get(seed.department)! : null,
          name: seed.name,
          utilityType: seed.utilityType,
          units: [seed.unit],
          number: seed.number,
          location: seed.location,
          frequency: "P1M",
          cumulative: seed.cumulative,
          counterDigits: seed.counterDigits ?? null,
          scope,
          emissionFactorId: scope === null ? null : emissionFactorId,
          biogenicFactorId: seed.biogenicFactor ? await biogenicFactorFor(tx, seed.biogenicFactor) : null,
          responsibleMemberId: seed.responsible ? members.get(seed.responsible)! : null,
        })
        .returning({ id: meters.id });
      await tx.insert(meterReadings).values(readings.map((reading) => ({ ...reading, meterId: meter!.id })));
      await rewriteMeterMonths(tx, meter!.id);
    }
  });
}
