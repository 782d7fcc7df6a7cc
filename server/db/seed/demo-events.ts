import { eq } from "drizzle-orm";
import type { Db } from "../client";
import { actions, events, eventStatusChanges, memberships, users } from "../schema";
import { businessToday } from "../../domain/recurrence";
import type { EventStatus } from "../../domain/events";
import type { DateOnly } from "../../domain/wire-casing";
import { EVENTS } from "./demo-event-stories";

/** Today plus `days` (negative: past), as the demo's stories count. */
export const dayOffset = (days: number) => {
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
        firstDayOfAbsence: seed.firstDayOfAbsence === undefined ? null : dayOffset(-seed.firstDayOfAbsence),
        reportedToAuthorityOn: seed.reportedToAuthority === undefined ? null : dayOffset(-seed.reportedToAuthority),
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
      await db.insert(actions).values(
        seed.actions.map((action) => ({
          organizationId: organizationIds.get(seed.organization)!,
          source: "EVENT" as const,
          eventId: event!.id,
          departmentId: seed.department ? organizationIds.get(seed.department)! : null,
          kind: action.kind ?? "CORRECTIVE",
          title: action.description,
          ownerId: person(action.responsible).membershipId,
          dueDate: dayOffset(action.due),
          status:
            action.done !== undefined
              ? ("DONE" as const)
              : action.started
                ? ("IN_PROGRESS" as const)
                : ("OPEN" as const),
          doneDate: action.done === undefined ? null : dayOffset(action.done),
          effectiveness: action.effectiveness ?? null,
          effectivenessNote: action.note ?? null,
          effectivenessCheckedBy: action.effectiveness ? person("manager@demo.example").userId : null,
          effectivenessCheckedAt: action.effectiveness
            ? new Date(`${dayOffset(Math.min(action.done! + 14, -1))}T10:00:00Z`)
            : null,
        })),
      );
    }
  }
}
