import { and, eq, gt, ilike, inArray, isNull, or } from "drizzle-orm";
import type { Db } from "../client";
import {
  agreementMachines,
  agreements,
  inspectionChanges,
  inspections,
  legislationAssociations,
  legislations,
  machines,
  memberships,
  stakeholders,
  users,
} from "../schema";
import type { AgreementType, InspectionResult } from "../../domain/control-book";
import { addPeriod, businessToday } from "../../domain/recurrence";
import type { DateOnly } from "../../domain/wire-casing";

type Done = { result: InspectionResult; findings?: string; by: string; shorter?: string };
type Story = {
  name: string;
  type: AgreementType;
  frequency: string;
  counterpart: string;
  responsible: string;
  /** Machine names are matched loosely (the register may name them "Forklift, Linde H25"). */
  machines?: string[];
  legalBasis?: string;
  description: string;
  /** Days from today to the pending inspection's due date: negative is overdue. */
  nextDueInDays: number;
  /** The inspections done before it, oldest first. */
  done: Done[];
  moved?: { byDays: number; reason: string };
};

const STORIES: Story[] = [
  {
    name: "Yearly inspection of the forklifts",
    type: "SERVICE_AND_INSPECTION",
    frequency: "P1Y",
    counterpart: "FORCE Technology",
    responsible: "manager@demo.example",
    machines: ["forklift", "truck"],
    legalBasis: "Work Equipment Directive",
    description: "Lifting equipment is inspected by a competent person at least once a year.",
    nextDueInDays: 14,
    done: [{ result: "PASSED", by: "FORCE Technology, K. Nielsen" }],
  },
  {
    name: "Yearly inspection of the overhead crane",
    type: "SERVICE_AND_INSPECTION",
    frequency: "P1Y",
    counterpart: "Konecranes A/S",
    responsible: "manager@demo.example",
    machines: ["crane", "kran"],
    legalBasis: "Work Equipment Directive",
    description: "Load test and inspection of the hoist, rope, brakes and limit switches.",
    nextDueInDays: -21,
    done: [
      {
        result: "PASSED_WITH_REMARKS",
        findings: "Hoist rope worn near the drum; to be replaced within three months.",
        by: "Konecranes A/S, P. Sørensen",
      },
    ],
  },
  {
    name: "Boiler service",
    type: "SERVICE_AND_INSPECTION",
    frequency: "P6M",
    counterpart: "FORCE Technology",
    responsible: "editor@demo.example",
    machines: ["boiler", "kedel"],
    description: "Service of the steam boiler: burner, safety valves and flue gas measurement.",
    nextDueInDays: 115,
    done: [
      { result: "PASSED", by: "FORCE Technology, M. Holt" },
      { result: "PASSED", by: "FORCE Technology, M. Holt" },
      {
        result: "FAILED",
        findings: "The safety valve did not open at the set pressure. Valve replaced; re-inspection in three months.",
        by: "FORCE Technology, M. Holt",
        shorter: "P3M",
      },
      { result: "PASSED", by: "FORCE Technology, M. Holt" },
    ],
  },
  {
    name: "Quarterly wastewater analysis",
    type: "ANALYSIS",
    frequency: "P3M",
    counterpart: "Eurofins Miljø A/S",
    responsible: "editor@demo.example",
    legalBasis: "Miljøbeskyttelsesloven",
    description: "Samples of the discharge to the municipal sewer: pH, COD, nickel and zinc.",
    nextDueInDays: 7,
    done: [
      { result: "PASSED", by: "Eurofins Miljø A/S" },
      { result: "PASSED", by: "Eurofins Miljø A/S" },
      { result: "PASSED_WITH_REMARKS", findings: "Zinc at 80 % of the limit value.", by: "Eurofins Miljø A/S" },
      { result: "PASSED", by: "Eurofins Miljø A/S" },
    ],
    moved: { byDays: 6, reason: "The laboratory collects samples on Tuesdays only this month." },
  },
  {
    name: "Yearly check of fire extinguishers and hose reels",
    type: "SERVICE_AND_INSPECTION",
    frequency: "P1Y",
    counterpart: "DBI – Dansk Brand- og sikringsteknisk Institut",
    responsible: "manager@demo.example",
    description: "All extinguishers, hose reels and emergency lighting in the production hall and the chemical store.",
    nextDueInDays: -10,
    done: [{ result: "PASSED", by: "DBI, service technician" }],
  },
  {
    name: "Calibration of the wastewater pH meter",
    type: "CALIBRATION",
    frequency: "P1Y",
    counterpart: "FORCE Technology",
    responsible: "editor@demo.example",
    machines: ["ph"],
    description: "Two-point calibration with certified buffers; certificate kept with the meter.",
    nextDueInDays: 78,
    done: [{ result: "PASSED", by: "FORCE Technology, calibration laboratory" }],
  },
  {
    name: "Annual environmental report",
    type: "COMMUNICATION",
    frequency: "P1Y",
    counterpart: "Miljøstyrelsen",
    responsible: "editor@demo.example",
    legalBasis: "Miljøbeskyttelsesloven",
    description: "The permit's yearly report of emissions, waste and complaints, sent through the authority's portal.",
    nextDueInDays: 125,
    done: [{ result: "PASSED", by: "Camilla Berg" }],
  },
  {
    name: "Airflow check of the laboratory fume cupboards",
    type: "SERVICE_AND_INSPECTION",
    frequency: "P1Y",
    counterpart: "FORCE Technology",
    responsible: "editor@demo.example",
    machines: ["fume", "stinkskab"],
    description: "Face velocity measured at each fume cupboard; a label with the date on each.",
    nextDueInDays: 24,
    done: [],
  },
];

const day = (date: Date) => date.toISOString().slice(0, 10) as DateOnly;

/** `date` less an ISO period of years, months or days (the demo's dates only need whole periods). */
function minus(date: string, period: string): DateOnly {
  const [, amount, unit] = /^P(\d+)([YMD])$/.exec(period)!;
  const value = new Date(`${date}T00:00:00Z`);
  if (unit === "Y") value.setUTCFullYear(value.getUTCFullYear() - Number(amount));
  if (unit === "M") value.setUTCMonth(value.getUTCMonth() - Number(amount));
  if (unit === "D") value.setUTCDate(value.getUTCDate() - Number(amount));
  return day(value);
}

/**
 * A year of the chemicals company's control book: yearly inspections of the lifting equipment, a boiler
 * serviced twice a year (one failed and came back sooner), quarterly wastewater analyses, the fire
 * equipment, a calibration and the yearly report; some done, two overdue, several due soon. Dates are
 * counted from the day the demo is seeded, so the story holds whenever it starts.
 */
export async function seedDemoControlBook(db: Db, organizationIds: Map<string, number>) {
  const organizationId = organizationIds.get("Nordvik Chemicals A/S")!;
  const below = [...organizationIds.entries()]
    .filter(([name]) => ["Nordvik Chemicals A/S", "Production", "Warehouse", "Laboratory"].includes(name))
    .map(([, id]) => id);
  const today = businessToday();
  await db.transaction(async (tx) => {
    const [counterparts, people, obligations] = await Promise.all([
      tx.select({ id: stakeholders.id, name: stakeholders.name }).from(stakeholders),
      tx
        .select({ id: memberships.id, email: users.email, userId: users.id })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId)),
      tx
        .select({ id: legislationAssociations.id, shortName: legislations.shortName })
        .from(legislationAssociations)
        .innerJoin(legislations, eq(legislations.id, legislationAssociations.legislationId))
        .where(eq(legislationAssociations.organizationId, organizationId)),
    ]);
    for (const story of STORIES) {
      const responsible = people.find((person) => person.email === story.responsible);
      const [agreement] = await tx
        .insert(agreements)
        .values({
          organizationId,
          name: story.name,
          description: story.description,
          type: story.type,
          responsibleMemberId: responsible?.id ?? null,
          stakeholderId: counterparts.find((row) => row.name === story.counterpart)?.id ?? null,
          startsAt: today as DateOnly,
          frequency: story.frequency,
          bindingObligationId: obligations.find((row) => row.shortName === story.legalBasis)?.id ?? null,
        })
        .returning({ id: agreements.id });
      const agreementId = agreement!.id;
      if (story.machines?.length) {
        const covered = await tx
          .select({ id: machines.id })
          .from(machines)
          .where(
            and(
              inArray(machines.organizationId, below),
              or(isNull(machines.endOfUseDate), gt(machines.endOfUseDate, today as DateOnly)),
              or(...story.machines.map((pattern) => ilike(machines.name, `%${pattern}%`))),
            ),
          );
        if (covered.length)
          await tx.insert(agreementMachines).values(covered.map(({ id }) => ({ agreementId, machineId: id })));
      }
      // Backwards from the pending one: each done inspection was performed one interval before the next was due.
      const pendingDue = addPeriod(today, `P${Math.max(0, story.nextDueInDays)}D`) as DateOnly;
      let nextDue = story.nextDueInDays < 0 ? minus(today, `P${-story.nextDueInDays}D`) : pendingDue;
      const dates: DateOnly[] = [];
      for (const done of [...story.done].reverse()) {
        nextDue = minus(nextDue, done.shorter ?? story.frequency);
        dates.unshift(nextDue);
      }
      const firstDue = dates[0] ?? nextDue;
      await tx.update(agreements).set({ startsAt: firstDue }).where(eq(agreements.id, agreementId));
      let previousId: number | null = null;
      const userId = responsible?.userId ?? null;
      for (const [index, done] of story.done.entries()) {
        const performed = dates[index]!;
        const [row]: { id: number }[] = await tx
          .insert(inspections)
          .values({
            organizationId,
            agreementId,
            scheduledDate: performed,
            dueDate: performed,
            status: "DONE",
            performedAt: performed,
            performedBy: done.by,
            result: done.result,
            findings: done.findings ?? null,
            nextInterval: done.shorter ?? null,
            previousId,
          })
          .returning({ id: inspections.id });
        await tx.insert(inspectionChanges).values([
          { inspectionId: row!.id, kind: "SCHEDULED", dueDateAfter: performed, userId },
          { inspectionId: row!.id, kind: "COMPLETED", userId },
        ]);
        previousId = row!.id;
      }
      const due = story.nextDueInDays < 0 ? minus(today, `P${-story.nextDueInDays}D`) : pendingDue;
      const scheduled = story.moved ? minus(due, `P${story.moved.byDays}D`) : due;
      const [pending] = await tx
        .insert(inspections)
        .values({ organizationId, agreementId, scheduledDate: scheduled, dueDate: due, previousId })
        .returning({ id: inspections.id });
      await tx.insert(inspectionChanges).values([
        { inspectionId: pending!.id, kind: "SCHEDULED", dueDateAfter: scheduled, userId },
        ...(story.moved
          ? [
              {
                inspectionId: pending!.id,
                kind: "DUE_MOVED" as const,
                reason: story.moved.reason,
                dueDateBefore: scheduled,
                dueDateAfter: due,
                userId,
              },
            ]
          : []),
      ]);
    }
  });
}
