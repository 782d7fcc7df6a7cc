import { and, eq, inArray, isNull } from "drizzle-orm";
import { memberships, roles, users } from "../../../db/schema";
import { camelKeys } from "../../../domain/wire-casing";
import { addMembers, unusablePasswordHash, type MemberInvite } from "../../new-members";
import type { CellValue, Resolver } from "../columns";
import {
  byName,
  departmentByName,
  type ImportDefinition,
  type ImportedRow,
  type ImportRowError,
  type PreparedImport,
} from "../definition";

/**
 * Roles by name, of those the organization sees, as the form offers them: one name, or several apart by
 * commas, semicolons or bars. The whole cell is tried as one name first, as a role's name may hold a
 * comma.
 */
export function rolesByName(seen: { id: number; name: string }[]): Resolver {
  const role = byName(seen.map((entry) => ({ id: entry.id, names: [entry.name] })));
  return (text, row): CellValue => {
    const whole = role(text, row);
    if ("value" in whole) return { value: [whole.value] };
    const ids = new Set<number>();
    for (const name of text.split(/[,;|]/).map((item) => item.trim())) {
      if (!name) continue;
      const found = role(name, row);
      if ("code" in found) return found;
      ids.add(found.value as number);
    }
    return { value: [...ids] };
  };
}

const emailKey = (email: unknown) => String(email).toLowerCase();

/** Where a row places its person: the department it names, or the active organization. */
const placement = (organizationId: number) => (row: ImportedRow) =>
  (row.organization_id as number | null) ?? organizationId;

/**
 * The rules beyond the invitation's contract: one who is a member where the row places them already
 * (`present`: the present members below the organization) is refused, and an e-mail address is one
 * person, so a second row with it, in any case, is refused too; both on the e-mail column.
 */
export function memberRules(
  present: { email: string; organizationId: number }[],
  organizationId: number,
): Pick<PreparedImport, "settle" | "judgeTogether"> {
  const placed = placement(organizationId);
  const members = new Set(present.map((member) => `${emailKey(member.email)}|${member.organizationId}`));
  return {
    settle: (row) =>
      members.has(`${emailKey(row.email)}|${placed(row)}`)
        ? { errors: [{ column: "email", code: "already_a_member" }] }
        : { value: row },
    judgeTogether: (rows) => {
      const seen = new Set<string>();
      const refused = new Map<number, ImportRowError[]>();
      for (const { position, value } of rows) {
        const email = emailKey(value.email);
        if (seen.has(email)) refused.set(position, [{ column: "email", code: "email_twice_in_file" }]);
        seen.add(email);
      }
      return refused;
    },
  };
}

/**
 * People, one a row: name, e-mail address, job title, department by name, access and roles, as the
 * invitation form takes them, and made members by its code. One who has a user (their e-mail in any
 * case) is made a member with it. Nobody is mailed (decision 043): each chooses a password through
 * "Forgot your password?".
 */
export const memberImport: ImportDefinition = async (db, scope) => {
  // One after the other: in the import's run they share its transaction's connection.
  const present = await db
    .select({ email: users.email, organizationId: memberships.organizationId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(inArray(memberships.organizationId, scope.below), isNull(memberships.endedDate)));
  const seen = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(inArray(roles.organizationId, scope.visible));
  const placed = placement(scope.organizationId);
  return {
    references: { department: await departmentByName(db, scope), roles: rolesByName(seen) },
    ...memberRules(present, scope.organizationId),
    insert: async (tx, rows) =>
      addMembers(
        tx,
        rows.map((row) => ({ ...(camelKeys(row) as MemberInvite), organizationId: placed(row) })),
        // One hash for everyone imported: a scrypt hash a row would take minutes for a large file.
        await unusablePasswordHash(),
      ),
  };
};
