import { and, eq } from "drizzle-orm";
import type { Db } from "../client";
import { actions, managementReviewParticipants, managementReviews, memberships, users } from "../schema";
import { businessToday, daysBefore } from "../../domain/recurrence";
import type { DateOnly } from "../../domain/wire-casing";
import { assembleAgenda } from "../../services/review-agenda";

const HOLDING = "Nordvik Group A/S";

/**
 * Last year's management review of the holding, held and closed, with its minutes, decisions and two
 * actions (one done, one under way); this year's review planned two weeks ahead, chaired by the manager,
 * its agenda assembled.
 */
export async function seedDemoManagementReviews(db: Db, organizationIds: Map<string, number>) {
  const holding = organizationIds.get(HOLDING)!;
  const today = businessToday() as DateOnly;
  const day = (ago: number) => daysBefore(today, ago) as DateOnly;
  const membershipOf = async (email: string) => {
    const [member] = await db
      .select({ id: memberships.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(users.email, email), eq(memberships.organizationId, holding)));
    return member!.id;
  };
  const [manager, editor] = [await membershipOf("manager@demo.example"), await membershipOf("editor@demo.example")];
  const [thisYear, lastYear] = [day(-14), day(351)];
  const [last] = await db
    .insert(managementReviews)
    .values({
      organizationId: holding,
      title: `Management review ${lastYear.slice(0, 4)}`,
      reviewDate: lastYear,
      status: "CLOSED",
      chairId: manager,
      externalParticipants: "Mette Krogh, external ISO consultant",
      notes: {
        issues: "The new EU packaging rules and the customers' CO2 questions are the main external issues.",
        incidents: "Two lost-time accidents at the plant: both from manual handling of drums.",
        resources: "The plant needs a second environmental coordinator from the spring.",
        opportunities: "Heat recovery on the mixing line; shared waste contract for the group.",
      },
      decisions:
        "1. Hire a second environmental coordinator at the plant.\n2. Lifting aids for drums in the warehouse.\n" +
        "3. A group target for CO2 (scopes 1 and 2): minus 20 % by 2030.",
      nextReviewDate: thisYear,
      agendaAssembledAt: new Date(`${lastYear}T09:00:00Z`),
    })
    .returning({ id: managementReviews.id });
  await db.insert(managementReviewParticipants).values({ reviewId: last!.id, membershipId: editor });
  const below = [...organizationIds.values()];
  const agenda = await assembleAgenda(db, { reviewId: last!.id, organizationId: holding, below, asOf: lastYear });
  await db.update(managementReviews).set({ agenda }).where(eq(managementReviews.id, last!.id));
  await db.insert(actions).values([
    {
      organizationId: holding,
      source: "REVIEW" as const,
      reviewId: last!.id,
      title: "Lifting aids for drums in the warehouse",
      kind: "CORRECTIVE" as const,
      ownerId: editor,
      dueDate: day(200),
      status: "DONE" as const,
      doneDate: day(210),
    },
    {
      organizationId: holding,
      source: "REVIEW" as const,
      reviewId: last!.id,
      title: "Group CO2 target and plan to 2030",
      kind: "IMPROVEMENT" as const,
      ownerId: manager,
      dueDate: day(-30),
      status: "IN_PROGRESS" as const,
    },
  ]);
  const [next] = await db
    .insert(managementReviews)
    .values({
      organizationId: holding,
      title: `Management review ${thisYear.slice(0, 4)}`,
      reviewDate: thisYear,
      chairId: manager,
    })
    .returning({ id: managementReviews.id });
  await db.insert(managementReviewParticipants).values({ reviewId: next!.id, membershipId: editor });
  // Prepared: its agenda assembled as the records stand today, to be assembled again on the day.
  const prepared = await assembleAgenda(db, { reviewId: next!.id, organizationId: holding, below, asOf: thisYear });
  await db
    .update(managementReviews)
    .set({ agenda: prepared, agendaAssembledAt: new Date() })
    .where(eq(managementReviews.id, next!.id));
}
