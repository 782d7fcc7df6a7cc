import { randomBytes } from "node:crypto";
import type { Db } from "../../server/db/client";
import { machines, memberships, organizations, users } from "../../server/db/schema";
import type { OrganizationScope, SystemPermission } from "../../server/domain/permissions";
import { hashPassword } from "../../server/services/passwords";
import { TEST_PASSWORD } from "./http-client";

// Hashing is deliberately slow; one hash serves every test user.
let passwordHash: Promise<string> | undefined;
const testPasswordHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));

const unique = () => randomBytes(4).toString("hex");

export async function createOrganization(db: Db, values: Partial<typeof organizations.$inferInsert> = {}) {
  const [row] = await db
    .insert(organizations)
    .values({ name: `Organization ${unique()}`, type: "COMPANY", ...values })
    .returning();
  return row!;
}

/** A holding with a subsidiary (with a department), a limited subsidiary and a department of its own. */
export async function createHolding(db: Db) {
  const holding = await createOrganization(db, { name: `Holding ${unique()}` });
  const subsidiary = await createOrganization(db, { name: "Subsidiary", parentId: holding.id });
  const department = await createOrganization(db, { name: "Production", type: "DEPARTMENT", parentId: subsidiary.id });
  const limited = await createOrganization(db, {
    name: "Limited subsidiary",
    parentId: holding.id,
    featureAccessibility: "LIMITED",
  });
  const limitedDepartment = await createOrganization(db, { name: "Fleet", type: "DEPARTMENT", parentId: limited.id });
  const holdingDepartment = await createOrganization(db, {
    name: "Group HSE",
    type: "DEPARTMENT",
    parentId: holding.id,
  });
  return { holding, subsidiary, department, limited, limitedDepartment, holdingDepartment };
}

export async function createUser(
  db: Db,
  options: {
    memberships?: { organizationId: number; scope: OrganizationScope }[];
    systemPermissions?: SystemPermission[];
    language?: "en" | "da";
  } = {},
) {
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${unique()}@test.example`,
      name: `Test User ${unique()}`,
      passwordHash: await testPasswordHash(),
      language: options.language ?? null,
      systemPermissions: options.systemPermissions ?? [],
    })
    .returning();
  if (options.memberships?.length) {
    await db.insert(memberships).values(options.memberships.map((m) => ({ ...m, userId: user!.id })));
  }
  return user!;
}

/** A member of the organization, who left it when `ended`: its membership's id and the user's name. */
export async function createMember(db: Db, organizationId: number, { ended = false } = {}) {
  const user = await createUser(db);
  const [row] = await db
    .insert(memberships)
    .values({ userId: user.id, organizationId, scope: "READ", endedDate: ended ? new Date() : null })
    .returning({ id: memberships.id });
  return { id: row!.id, name: user.name };
}

/** A machine of the organization, named uniquely unless told otherwise. */
export async function createMachine(
  db: Db,
  organizationId: number,
  values: Partial<typeof machines.$inferInsert> = {},
) {
  const [row] = await db
    .insert(machines)
    .values({ name: `Machine ${unique()}`, organizationId, ...values })
    .returning();
  return row!;
}
