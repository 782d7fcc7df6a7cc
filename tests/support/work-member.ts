import { eq } from "drizzle-orm";
import { memberships } from "../../server/db/schema";
import { businessToday } from "../../server/domain/recurrence";
import type { DateOnly } from "../../server/domain/wire-casing";
import type { TestApi } from "./api-server";
import { createUser } from "./factories";
import { ApiClient } from "./http-client";
import type { World } from "./sign-in";

/** A business day (yyyy-mm-dd) so many days from today. */
export const dayFromToday = (offset: number) => {
  const date = new Date(`${businessToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10) as DateOnly;
};

/**
 * A member with work to find: an editor of the holding and of the limited company, signed in (`me`),
 * their two memberships (`mine`), and another editor's membership of the holding (`someoneElse`).
 */
export async function memberWithWork(api: TestApi, world: World) {
  const user = await createUser(api.db, {
    memberships: [
      { organizationId: world.tree.holding.id, scope: "EDIT" },
      { organizationId: world.tree.limited.id, scope: "EDIT" },
    ],
  });
  const rows = await api.db.select().from(memberships).where(eq(memberships.userId, user.id));
  const at = (organizationId: number) => rows.find((row) => row.organizationId === organizationId)!.id;
  const other = await createUser(api.db, { memberships: [{ organizationId: world.tree.holding.id, scope: "EDIT" }] });
  const [theirs] = await api.db.select().from(memberships).where(eq(memberships.userId, other.id));
  const me = new ApiClient(api.url);
  await me.login(user.email);
  return {
    me,
    mine: { holding: at(world.tree.holding.id), limited: at(world.tree.limited.id) },
    someoneElse: theirs!.id,
  };
}
