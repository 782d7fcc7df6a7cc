import { eq } from "drizzle-orm";
import type { Db } from "../client";
import { eventActions, events, eventStatusChanges, memberships, users } from "../schema";
import { businessToday } from "../../domain/recurrence";
import type { ActionKind, Effectiveness, EventCategory, EventImportance, EventStatus } from "../../domain/events";
import type { DateOnly } from "../../domain/wire-casing";

type ActionSeed = {
  kind?: ActionKind;
  description: string;
  responsible: string;
  /** Days from today: negative is past. */
  due: number;
  done?: number;
  effectiveness?: Effectiveness;
  note?: string;
};
type EventSeed = {
  organization: string;
  department?: string;
  location?: string;
  title: string;
  description: string;
  /** Days before today, and the hour it happened. */
  daysAgo: number;
  hour: number;
  importance: EventImportance;
  category: EventCategory;
  accident?: boolean;
  nearMiss?: boolean;
  injuredRole?: string;
  injury?: string;
  daysOfAbsence?: number;
  immediateAction?: string;
  reporter: string;
  /** The statuses it went through after REPORTED. */
  path: EventStatus[];
  cause?: string;
  whys?: string[];
  contributingFactors?: string;
  actions?: ActionSeed[];
};

const EVENTS: EventSeed[] = [
  {
    organization: "Nordvik Chemicals A/S",
    department: "Warehouse",
    location: "Warehouse, aisle 4",
    title: "Forklift struck a pallet rack; operator's foot caught",
    description:
      "Reversing out of aisle 4, Forklift 1 struck the rack upright. A pallet shifted and the operator's foot was caught between the pallet and the mast guard.",
    daysAgo: 61,
    hour: 9,
    importance: "HIGH",
    category: "WORK_ENVIRONMENT",
    accident: true,
    injuredRole: "Warehouse operator",
    injury: "Crushed left foot, no fracture",
    daysOfAbsence: 3,
    immediateAction: "First aid, taken to the emergency ward; aisle 4 closed until the rack was inspected.",
    reporter: "editor@demo.example",
    path: ["UNDER_INVESTIGATION", "ACTIONS_IN_PROGRESS"],
    cause: "Reversing without a clear view past the load; the rack upright had no collision guard.",
    whys: [
      "The operator reversed without seeing the rack",
      "The load blocked the view and there is no mirror at the aisle end",
      "Aisle 4 was narrowed when the new racks came, without a review of traffic",
    ],
    contributingFactors: "Peak load before a shipment; new temporary operator on the shift.",
    actions: [
      {
        description: "Fit collision guards to all rack uprights in aisles 1–6",
        responsible: "manager@demo.example",
        due: -20,
        done: -25,
        effectiveness: "EFFECTIVE",
        note: "Guards fitted and inspected; one minor bump since, no damage.",
      },
      { description: "Convex mirrors at the ends of aisles 3–5", responsible: "manager@demo.example", due: -10 },
      {
        kind: "PREVENTIVE",
        description: "Traffic review for the warehouse after any change of rack layout",
        responsible: "editor@demo.example",
        due: 30,
      },
    ],
  },
  {
    organization: "Nordvik Chemicals A/S",
    department: "Production",
    location: "Filling line",
    title: "Spill of 40 L of caustic cleaner at the filling line",
    description:
      "A hose coupling came loose during filling; about 40 litres of 25 % sodium hydroxide solution ran onto the floor and towards the floor drain.",
    daysAgo: 120,
    hour: 14,
    importance: "HIGH",
    category: "ENVIRONMENT",
    immediateAction: "Drain covered, spill absorbed with the spill kit, waste collected as hazardous waste.",
    reporter: "editor@demo.example",
    path: ["UNDER_INVESTIGATION", "ACTIONS_IN_PROGRESS", "CLOSED"],
    cause: "The coupling's seal was worn; couplings were not in the maintenance plan.",
    whys: ["The coupling leaked", "Its seal was worn", "Couplings were not in the maintenance plan"],
    actions: [
      {
        description: "Replace the couplings of the filling line with dry-break couplings",
        responsible: "manager@demo.example",
        due: -90,
        done: -95,
        effectiveness: "EFFECTIVE",
        note: "No leaks in three months.",
      },
      {
        description: "Add couplings and hoses to the quarterly maintenance round",
        responsible: "editor@demo.example",
        due: -80,
        done: -85,
        effectiveness: "EFFECTIVE",
        note: "In the control book since June.",
      },
    ],
  },
  {
    organization: "Nordvik Chemicals A/S",
    department: "Laboratory",
    location: "Laboratory, room 2",
    title: "Near miss: solvent bottle left open in the fume cupboard overnight",
    description:
      "An open 1 L bottle of acetone was found in the fume cupboard in the morning; the cupboard was on night mode.",
    daysAgo: 12,
    hour: 8,
    importance: "MEDIUM",
    category: "WORK_ENVIRONMENT",
    nearMiss: true,
    immediateAction: "Bottle closed and put in the solvent cabinet.",
    reporter: "editor@demo.example",
    path: [],
  },
  {
    organization: "Nordvik Chemicals A/S",
    department: "Production",
    location: "Tank farm",
    title: "Near miss: tank truck started to move with the hose connected",
    description:
      "The driver started the engine and released the brake while the unloading hose was still connected; the operator stopped him.",
    daysAgo: 30,
    hour: 11,
    importance: "HIGH",
    category: "WORK_ENVIRONMENT",
    nearMiss: true,
    reporter: "manager@demo.example",
    path: ["UNDER_INVESTIGATION"],
    cause: "No interlock between hose and truck; the driver was new to the site.",
  },
  {
    organization: "Nordvik Group A/S",
    department: "Group IT",
    title: "Phishing mail led to a password being entered on a false login page",
    description:
      "An employee entered their password on a page that imitated the mail provider's login; the account was used to send mails to customers.",
    daysAgo: 45,
    hour: 10,
    importance: "HIGH",
    category: "INFORMATION_SECURITY",
    immediateAction: "Password reset, sessions revoked, customers warned.",
    reporter: "maintainer@demo.example",
    path: ["UNDER_INVESTIGATION", "ACTIONS_IN_PROGRESS"],
    cause: "No second factor on mail accounts.",
    actions: [
      {
        description: "Two-factor sign-in for every mail account",
        responsible: "maintainer@demo.example",
        due: -15,
        done: -14,
      },
      {
        kind: "PREVENTIVE",
        description: "Phishing training for all office staff",
        responsible: "maintainer@demo.example",
        due: 20,
      },
    ],
  },
  {
    organization: "Nordvik Logistics ApS",
    department: "Terminal operations",
    location: "Terminal, gate 3",
    title: "Near miss: pedestrian in the truck lane at gate 3",
    description: "A visitor walked through the truck lane to reach the office; a reversing truck stopped in time.",
    daysAgo: 200,
    hour: 7,
    importance: "MEDIUM",
    category: "WORK_ENVIRONMENT",
    nearMiss: true,
    reporter: "limited@demo.example",
    path: ["UNDER_INVESTIGATION", "CLOSED"],
    cause: "The walkway sign at gate 3 was missing after road works.",
  },
  {
    organization: "Nordvik Logistics ApS",
    department: "Fleet",
    location: "Workshop",
    title: "Oil leak from a truck in the workshop",
    description: "About 5 litres of engine oil leaked onto the workshop floor overnight.",
    daysAgo: 6,
    hour: 6,
    importance: "LOW",
    category: "ENVIRONMENT",
    immediateAction: "Absorbed, waste oil collected.",
    reporter: "limited@demo.example",
    path: [],
  },
];

const dayOffset = (days: number) => {
  const date = new Date(`${businessToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10) as DateOnly;
};

/**
 * A year of the demo holding's events, each at its stage: a forklift accident with three days of
 * absence under way with an action overdue, a spill closed with effective actions, near misses just
 * reported, an information-security incident with an action done but not yet checked.
 */
export async function seedDemoEvents(db: Db, organizationIds: Map<string, number>) {
  const people = await db
    .select({ userId: users.id, email: users.email, membershipId: memberships.id })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id));
  const person = (email: string) => people.find((row) => row.email === email)!;
  for (const seed of EVENTS) {
    const occurredAt = new Date(`${dayOffset(-seed.daysAgo)}T${String(seed.hour).padStart(2, "0")}:00:00+01:00`);
    const reporter = person(seed.reporter).userId;
    const closing = seed.path.at(-1) === "CLOSED";
    const [event] = await db
      .insert(events)
      .values({
        organizationId: organizationIds.get(seed.organization)!,
        departmentId: seed.department ? organizationIds.get(seed.department)! : null,
        location: seed.location ?? null,
        title: seed.title,
        description: seed.description,
        occurredAt,
        importance: seed.importance,
        category: seed.category,
        accident: seed.accident ?? false,
        nearMiss: seed.nearMiss ?? false,
        injuredRole: seed.injuredRole ?? null,
        injury: seed.injury ?? null,
        daysOfAbsence: seed.daysOfAbsence ?? null,
        immediateAction: seed.immediateAction ?? null,
        reportedBy: reporter,
        status: seed.path.at(-1) ?? "REPORTED",
        cause: seed.cause ?? null,
        whys: seed.whys ?? [],
        contributingFactors: seed.contributingFactors ?? null,
        closedAt: closing ? new Date(occurredAt.getTime() + 40 * 86_400_000) : null,
        closedBy: closing ? person("manager@demo.example").userId : null,
      })
      .returning({ id: events.id });
    let from: EventStatus = "REPORTED";
    for (const [step, to] of seed.path.entries()) {
      const changedAt = new Date(occurredAt.getTime() + (step + 1) * 5 * 86_400_000);
      await db
        .insert(eventStatusChanges)
        .values({ eventId: event!.id, fromStatus: from, toStatus: to, changedBy: reporter, changedAt });
      from = to;
    }
    if (seed.actions?.length) {
      await db.insert(eventActions).values(
        seed.actions.map((action) => ({
          eventId: event!.id,
          kind: action.kind ?? "CORRECTIVE",
          description: action.description,
          responsibleMemberId: person(action.responsible).membershipId,
          dueDate: dayOffset(action.due),
          doneDate: action.done === undefined ? null : dayOffset(action.done),
          effectiveness: action.effectiveness ?? null,
          effectivenessNote: action.note ?? null,
        })),
      );
    }
  }
}
