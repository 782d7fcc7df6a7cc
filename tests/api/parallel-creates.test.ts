import { and, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { legislations, roles } from "../../server/db/schema";
import { startTestApi } from "../support/api-server";
import { createHolding, createUser } from "../support/factories";
import { ApiClient } from "../support/http-client";

/**
 * The same create sent six times at once (a double click, a retrying proxy): one is made, the others
 * are refused as duplicates, on PostgreSQL's concurrent connections as on the embedded database.
 */
const api = await startTestApi();
afterAll(() => api.close());

const { holding } = await createHolding(api.db);
const user = await createUser(api.db, {
  systemPermissions: ["MAINTAIN"],
  memberships: [{ organizationId: holding.id, scope: "MANAGE" }],
});
const client = new ApiClient(api.url);
await client.login(user.email);

const sixAtOnce = (send: () => ReturnType<ApiClient["post"]>) =>
  Promise.all(Array.from({ length: 6 }, send)).then((answers) => answers.map((a) => a.status).sort());

describe("six identical creates at once", () => {
  it("make one role of a name in an organization, whatever its case", async () => {
    const statuses = await sixAtOnce(() =>
      client.post(`/organizations/${holding.id}/roles`, { json: { name: "Safety warden" } }),
    );
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    const made = await api.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.organizationId, holding.id), sql`lower(${roles.name}) = 'safety warden'`));
    expect(made).toHaveLength(1);
    const other = await client.post(`/organizations/${holding.id}/roles`, { json: { name: "SAFETY WARDEN" } });
    expect(other.status).toBe(409);
  });

  it("make one legislation of a reference", async () => {
    const statuses = await sixAtOnce(() =>
      client.post("/legislations", {
        json: { title_en: "Parallel act", title_da: "Parallel lov", reference_number: "PAR-1", territory: "DK" },
      }),
    );
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    const made = await api.db
      .select({ id: legislations.id })
      .from(legislations)
      .where(eq(legislations.referenceNumber, "PAR-1"));
    expect(made).toHaveLength(1);
  });
});
