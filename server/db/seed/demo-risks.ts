import { eq } from "drizzle-orm";
import type { Db } from "../client";
import { actions, memberships, riskAssessments, riskParticipants, riskRounds, risks, users } from "../schema";
import type { ActionKind } from "../../domain/actions";
import { addPeriod, businessToday, daysBefore } from "../../domain/recurrence";
import type { DateOnly } from "../../domain/wire-casing";

type Scores = { likelihood: number; severity: number; residual?: [number, number] };
/** An action the risk needs: done so many days ago, or due in so many days. */
type RiskAction = { title: string; kind: ActionKind } & ({ doneDaysAgo: number } | { dueInDays: number });
type RiskSeed = Omit<
  typeof risks.$inferInsert,
  "organizationId" | "departmentId" | "likelihood" | "severity" | "residualLikelihood" | "residualSeverity"
> & {
  organization: string;
  department?: string;
  /** Each assessment, oldest first, with how many days ago it was made; the last is the risk's scores. */
  assessments: (Scores & { daysAgo: number })[];
  actions?: RiskAction[];
  /** Who took part, by e-mail, and whether for the safety organization. */
  participants?: [string, boolean][];
};

/**
 * The demo's workplace assessment: the chemical plant's main hazards, the forklift risk assessed again
 * after the accident in aisle 4 (the events' story), a terminal's traffic, the group's office work.
 */
const RISKS: RiskSeed[] = [
  {
    organization: "Nordvik Chemicals A/S",
    department: "Warehouse",
    activity: "Forklift driving in the warehouse aisles",
    hazardCategory: "TRAFFIC",
    hazard: "Struck by a reversing forklift or caught between the load and a rack; loads shifting on impact.",
    exposed: "Forklift drivers and everyone on foot in the warehouse",
    controlEngineering: "Collision guards on all rack uprights in aisles 1–6; convex mirrors at the aisle ends.",
    controlAdministrative:
      "Walkways marked in yellow; reversing only with a clear view; a second person guides past blind corners.",
    controlProtectiveEquipment: "Safety shoes with toe caps and high-visibility vests in the warehouse.",
    assessments: [
      { daysAgo: 400, likelihood: 3, severity: 4, residual: [2, 4] },
      // Assessed again after the operator's foot was caught in aisle 4.
      { daysAgo: 50, likelihood: 4, severity: 4, residual: [2, 3] },
    ],
    participants: [
      ["manager@demo.example", true],
      ["editor@demo.example", false],
    ],
    actions: [
      { title: "Speed limiters (6 km/h) on the warehouse forklifts", kind: "PREVENTIVE", doneDaysAgo: 30 },
      { title: "Blue warning spotlights on every forklift", kind: "PREVENTIVE", dueInDays: 20 },
    ],
  },
  {
    organization: "Nordvik Chemicals A/S",
    department: "Production",
    activity: "Degreasing parts at the wash bay",
    hazardCategory: "CHEMICAL",
    hazard: "Solvent vapour inhaled and skin contact with the degreaser while brushing parts by hand.",
    exposed: "Production operators, about two hours a day",
    controlSubstitution: "The solvent degreaser replaced by a water-based alkaline cleaner.",
    controlEngineering: "Local exhaust ventilation over the wash bay.",
    controlProtectiveEquipment: "Nitrile gloves and goggles.",
    assessments: [
      { daysAgo: 600, likelihood: 4, severity: 4, residual: [3, 3] },
      { daysAgo: 200, likelihood: 3, severity: 3, residual: [2, 2] },
    ],
  },
  {
    organization: "Nordvik Chemicals A/S",
    department: "Production",
    activity: "Filling drums at filling line 2",
    hazardCategory: "FALL",
    hazard: "Slipping on spilt product on the floor around the filling station.",
    exposed: "Filling operators",
    controlEngineering: "Drip trays under the filling nozzle; anti-slip flooring ordered.",
    controlAdministrative: "Spills absorbed at once; absorbent kept at the line.",
    assessments: [{ daysAgo: 2, likelihood: 4, severity: 3, residual: [3, 3] }],
    actions: [{ title: "Lay anti-slip flooring at filling line 2", kind: "PREVENTIVE", dueInDays: 45 }],
  },
  {
    organization: "Nordvik Chemicals A/S",
    department: "Laboratory",
    activity: "Washing glassware",
    hazardCategory: "MECHANICAL",
    hazard: "Cuts from chipped or breaking glassware.",
    exposed: "Laboratory technicians",
    controlAdministrative: "Glassware checked for chips before washing; a bin for damaged glass at each sink.",
    controlProtectiveEquipment: "Cut-resistant gloves for washing.",
    assessments: [{ daysAgo: 300, likelihood: 3, severity: 2, residual: [1, 2] }],
  },
  {
    organization: "Nordvik Logistics ApS",
    department: "Terminal operations",
    activity: "Trucks reversing to the loading ramps",
    hazardCategory: "TRAFFIC",
    hazard: "People on foot struck by a reversing truck in the yard.",
    exposed: "Terminal staff and visiting drivers",
    controlEngineering: "Reversing cameras on the fleet's trucks.",
    controlAdministrative: "A marked pedestrian route across the yard.",
    assessments: [{ daysAgo: 150, likelihood: 3, severity: 5, residual: [2, 5] }],
  },
  {
    organization: "Nordvik Group A/S",
    department: "Group HSE",
    activity: "Office and screen work",
    hazardCategory: "PSYCHOSOCIAL",
    hazard: "Workload peaks before audits and reporting deadlines.",
    exposed: "The group's office staff",
    controlAdministrative: "Deadlines planned a year ahead; a talk with the manager each quarter.",
    assessments: [{ daysAgo: 1200, likelihood: 3, severity: 2 }],
  },
];

/**
 * The APV rounds: the warehouse's under way since the accident, production's and the laboratory's done
 * this year and last, the group office's done over three years ago (its next is due).
 */
const ROUNDS: {
  organization: string;
  department: string;
  startedDaysAgo: number;
  dueInDays: number;
  doneDaysAgo?: number;
}[] = [
  { organization: "Nordvik Chemicals A/S", department: "Warehouse", startedDaysAgo: 50, dueInDays: 40 },
  {
    organization: "Nordvik Chemicals A/S",
    department: "Production",
    startedDaysAgo: 260,
    dueInDays: -170,
    doneDaysAgo: 200,
  },
  {
    organization: "Nordvik Chemicals A/S",
    department: "Laboratory",
    startedDaysAgo: 340,
    dueInDays: -280,
    doneDaysAgo: 300,
  },
  {
    organization: "Nordvik Group A/S",
    department: "Group HSE",
    startedDaysAgo: 1250,
    dueInDays: -1190,
    doneDaysAgo: 1200,
  },
];

/** The demo's risks, each with its assessments; the review is due three years after the last. */
export async function seedDemoRisks(db: Db, organizationIds: Map<string, number>) {
  const [assessor] = await db.select({ id: users.id }).from(users).where(eq(users.email, "editor@demo.example"));
  const today = businessToday() as DateOnly;
  const members = await db
    .select({ id: memberships.id, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId));
  const membershipOf = (email: string) => members.find((member) => member.email === email)!.id;
  for (const { organization, department, assessments, actions: planned = [], participants = [], ...seed } of RISKS) {
    const last = assessments.at(-1)!;
    const organizationId = organizationIds.get(organization)!;
    const departmentId = department ? organizationIds.get(department)! : null;
    const [row] = await db
      .insert(risks)
      .values({
        ...seed,
        organizationId,
        departmentId,
        likelihood: last.likelihood,
        severity: last.severity,
        residualLikelihood: last.residual?.[0] ?? null,
        residualSeverity: last.residual?.[1] ?? null,
        nextReviewDate: addPeriod(daysBefore(today, last.daysAgo), "P3Y") as DateOnly,
      })
      .returning({ id: risks.id });
    await db.insert(riskAssessments).values(
      assessments.map((assessment) => ({
        riskId: row!.id,
        assessedBy: assessor!.id,
        assessedAt: new Date(`${daysBefore(today, assessment.daysAgo)}T10:00:00Z`),
        likelihood: assessment.likelihood,
        severity: assessment.severity,
        residualLikelihood: assessment.residual?.[0] ?? null,
        residualSeverity: assessment.residual?.[1] ?? null,
      })),
    );
    for (const [email, safetyOrganization] of participants) {
      await db
        .insert(riskParticipants)
        .values({ riskId: row!.id, membershipId: membershipOf(email), safetyOrganization });
    }
    for (const action of planned) {
      const done = "doneDaysAgo" in action;
      await db.insert(actions).values({
        title: action.title,
        kind: action.kind,
        source: "RISK",
        riskId: row!.id,
        organizationId,
        departmentId,
        dueDate: (done
          ? daysBefore(today, action.doneDaysAgo + 10)
          : addPeriod(today, `P${action.dueInDays}D`)) as DateOnly,
        status: done ? "DONE" : "OPEN",
        doneDate: done ? (daysBefore(today, action.doneDaysAgo) as DateOnly) : null,
      });
    }
  }
  for (const round of ROUNDS) {
    await db.insert(riskRounds).values({
      organizationId: organizationIds.get(round.organization)!,
      departmentId: organizationIds.get(round.department)!,
      startedOn: daysBefore(today, round.startedDaysAgo) as DateOnly,
      dueOn: daysBefore(today, -round.dueInDays) as DateOnly,
      doneOn: round.doneDaysAgo === undefined ? null : (daysBefore(today, round.doneDaysAgo) as DateOnly),
    });
  }
}
