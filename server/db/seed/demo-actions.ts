import { eq } from "drizzle-orm";
import type { Db } from "../client";
import { actions, memberships, users } from "../schema";
import type { ActionKind, ActionStatus } from "../../domain/actions";
import { dayOffset as day } from "./demo-events";

type ActionSeed = {
  organization: string;
  department?: string;
  title: string;
  description?: string;
  kind: ActionKind;
  owner: string;
  /** Days from today: negative is past. */
  due: number;
  status?: ActionStatus;
  done?: number;
};

/**
 * Actions planned on their own, beside the events' (demo-events.ts): improvements and preventive work
 * the coordinator and the manager carry, one overdue, one due this week, one done.
 */
const ACTIONS: ActionSeed[] = [
  {
    organization: "Nordvik Chemicals A/S",
    department: "Warehouse",
    title: "Replace the warehouse's fluorescent tubes with LED fittings",
    description: "About 60 fittings; cuts the warehouse's electricity for lighting by roughly half.",
    kind: "IMPROVEMENT",
    owner: "manager@demo.example",
    due: 75,
  },
  {
    organization: "Nordvik Chemicals A/S",
    department: "Laboratory",
    title: "Second eyewash station by the fume cupboards",
    kind: "PREVENTIVE",
    owner: "editor@demo.example",
    due: -5,
    status: "IN_PROGRESS",
  },
  {
    organization: "Nordvik Chemicals A/S",
    title: "Refresher training in spill response for the filling crew",
    kind: "PREVENTIVE",
    owner: "editor@demo.example",
    due: 4,
  },
  {
    organization: "Nordvik Logistics ApS",
    department: "Fleet",
    title: "Tyre-pressure checks in the drivers' daily walk-round",
    kind: "IMPROVEMENT",
    owner: "limited@demo.example",
    due: -40,
    status: "DONE",
    done: -45,
  },
  {
    organization: "Nordvik Group A/S",
    department: "Group IT",
    title: "Multi-factor log-in for remote access to the ERP system",
    description: "Follow-up of the yearly review of access control.",
    kind: "PREVENTIVE",
    owner: "manager@demo.example",
    due: 20,
    status: "IN_PROGRESS",
  },
];

export async function seedDemoActions(db: Db, organizationIds: Map<string, number>) {
  const people = await db
    .select({ email: users.email, membershipId: memberships.id })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id));
  const owner = (email: string) => people.find((row) => row.email === email)!.membershipId;
  await db.insert(actions).values(
    ACTIONS.map((seed) => ({
      organizationId: organizationIds.get(seed.organization)!,
      departmentId: seed.department ? organizationIds.get(seed.department)! : null,
      title: seed.title,
      description: seed.description ?? null,
      kind: seed.kind,
      ownerId: owner(seed.owner),
      dueDate: day(seed.due),
      status: seed.status ?? "OPEN",
      doneDate: seed.done === undefined ? null : day(seed.done),
    })),
  );
}
