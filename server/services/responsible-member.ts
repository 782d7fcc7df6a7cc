import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { memberships } from "../db/schema";
import { UnknownReferenceError } from "./errors";

/**
 * The member a record names as responsible must be a present one of an organization the caller sees
 * (its own, one above it or one below): someone who has left answers for nothing, and another
 * tenant's people are not to be named at all. Read in the transaction that saves the record.
 */
export async function checkResponsibleMember(
  tx: Db,
  visible: number[],
  memberId: number | null | undefined,
  path = "responsible_member_id",
) {
  if (memberId === null || memberId === undefined) return;
  const [member] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(eq(memberships.id, memberId), inArray(memberships.organizationId, visible), isNull(memberships.endedDate)),
    );
  if (!member) throw new UnknownReferenceError(path, "Not a member of this organization");
}
