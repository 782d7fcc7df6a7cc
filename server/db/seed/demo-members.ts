import { eq } from "drizzle-orm";
import type { Db } from "../client";
import { memberships, users } from "../schema";

/** The demo users' memberships (one each) by e-mail: a record's seed names the one who answers for it. */
export async function membershipsByEmail(db: Db) {
  const rows = await db
    .select({ id: memberships.id, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId));
  return new Map(rows.map((row) => [row.email, row.id]));
}
