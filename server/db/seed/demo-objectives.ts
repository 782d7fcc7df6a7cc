import { eq } from "drizzle-orm";
import type { Db } from "../client";
import { actions, hoursWorked, memberships, objectiveFigures, objectives, users } from "../schema";
import type { ObjectiveMeasure } from "../../domain/objectives";
import { businessToday } from "../../domain/recurrence";
import type { DateOnly } from "../../domain/wire-casing";
import { circlesBelow, spanNow } from "../../services/objective-performance";
import { measureFigures } from "../../services/objective-measures";
import { dayOffset as day } from "./demo-events";

type ObjectiveSeed = {
  organization: string;
  title: string;
  description: string;
  measure: ObjectiveMeasure;
  /** The baseline and the target as multiples of the figure now, so the story holds whatever day it is. */
  baselineTimesNow: number;
  targetTimesNow: number;
  deadlineInDays: number;
  action?: { title: string; done: boolean };
};

/**
 * The holding's objectives of a year's story (clause 6.2): CO2 on track after the heat pump, the
 * chemicals company's waste behind its path, and its lost-time injuries measured by the hours worked.
 */
const SEEDS: ObjectiveSeed[] = [
  {
    organization: "Nordvik Group A/S",
    title: "Cut CO2 from energy (scopes 1 and 2) by a third",
    description:
      "Group target from the climate policy: a third less CO2 from our own energy use than in the baseline year.",
    measure: "CO2_SCOPES_1_2",
    baselineTimesNow: 1.3,
    targetTimesNow: 0.87,
    deadlineInDays: 900,
    action: { title: "Replace the oil boiler at the warehouse with a heat pump", done: true },
  },
  {
    organization: "Nordvik Chemicals A/S",
    title: "Less waste from production",
    description: "Fewer rejected batches and solvent recovery on site should bring the waste down by 40 %.",
    measure: "WASTE_TONNES",
    baselineTimesNow: 1.05,
    targetTimesNow: 0.63,
    deadlineInDays: 420,
    action: { title: "Trial solvent recovery on the mixing line", done: false },
  },
  {
    organization: "Nordvik Chemicals A/S",
    title: "Fewer lost-time injuries",
    description: "Lost-time injury frequency down through the APV actions in the warehouse.",
    measure: "LOST_TIME_INJURY_FREQUENCY",
    baselineTimesNow: 1.4,
    targetTimesNow: 0.5,
    deadlineInDays: 730,
  },
];

/** The chemicals company's hours: about 115 people, fewer in July and December. */
const MONTHLY_HOURS = [17_200, 16_400, 17_900, 16_100, 17_000, 16_800, 9_800, 17_300, 17_100, 17_600, 16_900, 12_400];

async function seedHours(db: Db, organizationId: number) {
  const today = businessToday() as DateOnly;
  const year = Number(today.slice(0, 4));
  const rows = [];
  for (const y of [year - 2, year - 1, year]) {
    for (const [index, hours] of MONTHLY_HOURS.entries()) {
      const month = `${y}-${String(index + 1).padStart(2, "0")}-01` as DateOnly;
      if (month < today) rows.push({ organizationId, month, hours });
    }
  }
  await db.insert(hoursWorked).values(rows);
}

export async function seedDemoObjectives(db: Db, organizationIds: Map<string, number>) {
  const chemicals = organizationIds.get("Nordvik Chemicals A/S")!;
  await seedHours(db, chemicals);
  const [owner] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(users.email, "manager@demo.example"));
  const today = businessToday() as DateOnly;
  const circleOf = await circlesBelow(db, [...organizationIds.values()]);
  for (const seed of SEEDS) {
    const organizationId = organizationIds.get(seed.organization)!;
    const [now] = await measureFigures(db, seed.measure, await circleOf(organizationId), [spanNow(today)], today);
    const figure = now && now > 0 ? now : 1;
    const round = (value: number) => Math.round(value * 100) / 100;
    const [row] = await db
      .insert(objectives)
      .values({
        organizationId,
        title: seed.title,
        description: seed.description,
        measure: seed.measure,
        baselineYear: Number(today.slice(0, 4)) - 2,
        baselineValue: round(figure * seed.baselineTimesNow),
        targetValue: round(figure * seed.targetTimesNow),
        deadline: day(seed.deadlineInDays),
        ownerId: owner?.id ?? null,
      })
      .returning({ id: objectives.id });
    if (!seed.action) continue;
    await db.insert(actions).values({
      organizationId,
      source: "OBJECTIVE",
      objectiveId: row!.id,
      title: seed.action.title,
      kind: "IMPROVEMENT",
      ownerId: owner?.id ?? null,
      dueDate: day(seed.action.done ? -120 : 75),
      status: seed.action.done ? "DONE" : "IN_PROGRESS",
      doneDate: seed.action.done ? day(-130) : null,
    });
  }
  // Odour complaints from the neighbours, counted by hand each quarter.
  const [complaints] = await db
    .insert(objectives)
    .values({
      organizationId: chemicals,
      title: "Fewer odour complaints from the neighbours",
      description: "Complaints to the municipality about odour from the tank farm, counted each quarter.",
      measure: "MANUAL",
      unit: "complaints",
      baselineYear: Number(today.slice(0, 4)) - 2,
      baselineValue: 14,
      targetValue: 4,
      deadline: day(400),
      ownerId: owner?.id ?? null,
    })
    .returning({ id: objectives.id });
  await db.insert(objectiveFigures).values(
    [
      [-640, 12],
      [-460, 11],
      [-280, 9],
      [-100, 7],
    ].map(([daysAgo, value]) => ({ objectiveId: complaints!.id, measuredOn: day(daysAgo!), value: value! })),
  );
}
