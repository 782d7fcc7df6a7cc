import type { Db } from "../../server/db/client";
import { createHolding, createOrganization, createUser } from "./factories";
import { ApiClient } from "./http-client";

/** The roles every authorization check is made for, as the README's demo users hold them. */
export const ROLES = ["anonymous", "reader", "editor", "manager", "maintainer", "limited"] as const;
export type Role = (typeof ROLES)[number];

export type World = Awaited<ReturnType<typeof createWorld>>;

/** A holding of its own (with a LIMITED subsidiary) and another tenant's company, for one test file. */
export async function createWorld(db: Db) {
  const tree = await createHolding(db);
  const otherTenant = await createOrganization(db, { name: "Another tenant A/S" });
  return { tree, otherTenant };
}

/**
 * A fresh user with the role's rights in `world`, logged in over HTTP. The maintainer holds the system
 * permissions only, so a test sees what they give without an organization's membership mixed in.
 */
export async function signInAs(baseUrl: string, db: Db, world: World, role: Role): Promise<ApiClient> {
  const client = new ApiClient(baseUrl);
  if (role === "anonymous") return client;
  const { tree } = world;
  const user = await createUser(db, {
    ...(role === "maintainer" ? { systemPermissions: ["MAINTAIN", "MANAGE"] } : {}),
    memberships:
      role === "maintainer"
        ? []
        : role === "limited"
          ? [{ organizationId: tree.limited.id, scope: "EDIT" }]
          : [
              {
                organizationId: tree.holding.id,
                scope: role === "reader" ? "READ" : role === "editor" ? "EDIT" : "MANAGE",
              },
            ],
  });
  await client.login(user.email);
  return client;
}

/** The organization a role works in: its own company (the limited user's is the LIMITED subsidiary). */
export const ownOrganization = (world: World, role: Role) =>
  role === "limited" ? world.tree.limited.id : world.tree.subsidiary.id;
