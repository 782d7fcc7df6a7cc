import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray, sql } from "drizzle-orm";
import { auditLog, memberships, roleAssignments, roles, searchEntries, users } from "../../server/db/schema";
import { verifyPassword } from "../../server/services/passwords";
import { startTestApi, type TestApi } from "../support/api-server";
import { createUser } from "../support/factories";
import type { ApiClient } from "../support/http-client";
import { multipart } from "../support/sample-files";
import { createWorld, signInAs, type World } from "../support/sign-in";

// The import of members (decision 043): people made members as the invitation makes them, unmailed.

let api: TestApi;
let world: World;
const as = {} as Record<"reader" | "editor" | "manager", ApiClient>;
let org: number;
let roleIds: Record<string, number>;

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
  for (const role of ["reader", "editor", "manager"] as const) {
    as[role] = await signInAs(api.url, api.db, world, role);
  }
  org = world.tree.subsidiary.id;
  const made = await api.db
    .insert(roles)
    .values([
      { organizationId: org, name: "Lagerfører" },
      { organizationId: world.tree.holding.id, name: "Førstehjælper" },
    ])
    .returning({ id: roles.id, name: roles.name });
  roleIds = Object.fromEntries(made.map((role) => [role.name, role.id]));
});
afterAll(() => api.close());

const unique = () => Math.random().toString(36).slice(2, 8);
const path = (rest = "") => `/organizations/${org}/imports/members${rest}`;

/** Uploads a CSV as the client, takes the suggested mapping, and answers the check. */
async function check(client: ApiClient, csv: string) {
  const held = await client.post(path(), { body: multipart({}, { name: "people.csv", bytes: Buffer.from(csv) }) });
  expect(held.status).toBe(201);
  const base = path(`/${held.data.id}`);
  const mapped = await client.put(`${base}/mapping`, { json: { mapping: held.data.mapping } });
  expect(mapped.status).toBe(200);
  const bad = await client.get(`${base}?only_bad=true`);
  const errors = (bad.data.rows as { line: number; errors: unknown[] }[]).map((row) => [row.line, row.errors]);
  return { base, held: held.data, mapped: mapped.data, errors };
}

const userByEmail = async (email: string) =>
  (
    await api.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
  )[0];
const membershipOf = async (userId: number, organizationId = org) =>
  (
    await api.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.organizationId, organizationId)))
  )[0];

describe("importing members", () => {
  it("makes new people users with one unusable password, an existing user a member, and mails nobody", async () => {
    const existing = await createUser(api.db, {
      memberships: [{ organizationId: world.otherTenant.id, scope: "READ" }],
    });
    const tag = unique();
    const csv = [
      "Navn;E-mail;Stilling;Afdeling;Adgang;Roller",
      `Mette Sørensen;mette-${tag}@test.example;Lagerchef;Production;Redigere;Lagerfører, Førstehjælper`,
      `Ole Hansen;ole-${tag}@test.example;;;;`,
      `Et andet navn;${existing.email.toUpperCase()};;;Administrere;`,
    ].join("\n");
    const mailed = api.mails.length;
    const { base, held, mapped } = await check(as.manager, csv);
    expect(held.mapping).toEqual({ name: 0, email: 1, job_title: 2, department: 3, scope: 4, roles: 5 });
    expect(mapped).toMatchObject({ clean: 3, bad: 0 });
    const ran = await as.manager.post(`${base}/run`, { json: {} });
    expect([ran.status, ran.data.outcome]).toEqual([200, { created: 3, skipped: 0 }]);
    expect((await as.manager.post(`${base}/run`, { json: {} })).data.outcome).toEqual({ created: 3, skipped: 0 });

    const mette = (await userByEmail(`mette-${tag}@test.example`))!;
    const ole = (await userByEmail(`ole-${tag}@test.example`))!;
    // One hash for the whole import, a scrypt hash of a secret no one was given.
    expect(mette.passwordHash).toMatch(/^scrypt\$/);
    expect(ole.passwordHash).toBe(mette.passwordHash);
    expect(await verifyPassword("", mette.passwordHash)).toBe(false);
    const metteMember = (await membershipOf(mette.id, world.tree.department.id))!;
    expect(metteMember).toMatchObject({ scope: "EDIT", jobTitle: "Lagerchef", endedDate: null });
    const assignedRoles = await api.db
      .select({ roleId: roleAssignments.roleId })
      .from(roleAssignments)
      .where(eq(roleAssignments.membershipId, metteMember.id));
    expect(assignedRoles.map((row) => row.roleId).sort()).toEqual(
      [roleIds["Lagerfører"], roleIds["Førstehjælper"]].sort(),
    );
    expect(await membershipOf(ole.id)).toMatchObject({ scope: "READ", jobTitle: null });

    // The existing user keeps their name and password, and is a member with the access given.
    const again = (await userByEmail(existing.email))!;
    expect([again.id, again.name, again.passwordHash]).toEqual([existing.id, existing.name, existing.passwordHash]);
    const existingMember = (await membershipOf(existing.id))!;
    expect(existingMember.scope).toBe("MANAGE");
    expect(api.mails.length).toBe(mailed);

    // The trail and the search learn of each membership as they do of one the invitation makes.
    const ids = [metteMember.id, existingMember.id];
    const trail = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "member"), inArray(auditLog.entityId, ids.map(String))));
    expect(trail).toHaveLength(2);
    expect(trail.every((entry) => entry.action === "create" && entry.userId !== null)).toBe(true);
    const found = await api.db.select().from(searchEntries).where(inArray(searchEntries.recordId, ids));
    expect(found.filter((entry) => entry.kind === "MEMBER")).toHaveLength(2);
    const listed = await as.reader.get(`/organizations/${org}/members?q=${encodeURIComponent(`ole-${tag}`)}`);
    expect(listed.data.content).toMatchObject([{ name: "Ole Hansen", scope: "READ" }]);
  });

  it("shows each row's errors, refuses to import all, and imports only the clean rows", async () => {
    const member = await createUser(api.db, { memberships: [{ organizationId: org, scope: "READ" }] });
    const tag = unique();
    const csv = [
      "Name,E-mail,Job title,Department,Access,Roles",
      `,nobody-${tag}@test.example,,,,`,
      "Bo,not-an-address,,,,",
      `Carl,carl-${tag}@test.example,,Nowhere,Boss,Nobody`,
      `A member,${member.email.toUpperCase()},,,,`,
      `Dora,dora-${tag}@test.example,,,,`,
      `Dora again,DORA-${tag}@Test.Example,,,,`,
      `Eva,eva-${tag}@test.example,,Production,Read,`,
    ].join("\n");
    const { base, mapped, errors } = await check(as.manager, csv);
    expect(mapped).toMatchObject({ clean: 2, bad: 5 });
    expect(errors).toEqual([
      [2, [{ column: "name", code: "required" }]],
      [3, [{ column: "email", code: "invalid_format" }]],
      [
        4,
        [
          { column: "department", code: "unknown_reference" },
          { column: "scope", code: "not_an_option" },
          { column: "roles", code: "unknown_reference" },
        ],
      ],
      [5, [{ column: "email", code: "already_a_member" }]],
      [7, [{ column: "email", code: "email_twice_in_file" }]],
    ]);
    const all = await as.manager.post(`${base}/run`, { json: { only_clean: false } });
    expect([all.status, all.data.errors[0].code]).toEqual([422, "import_not_clean"]);
    const clean = await as.manager.post(`${base}/run`, { json: { only_clean: true } });
    expect(clean.data.outcome).toEqual({ created: 2, skipped: 5 });
    expect(await userByEmail(`dora-${tag}@test.example`)).toMatchObject({ name: "Dora" });
    expect(await userByEmail(`carl-${tag}@test.example`)).toBeUndefined();
  });

  it("makes a former member a member again, with the access and roles of the row, as an invitation does", async () => {
    const former = await createUser(api.db, { memberships: [{ organizationId: org, scope: "MANAGE" }] });
    const membership = (await membershipOf(former.id))!;
    await api.db.update(memberships).set({ endedDate: new Date() }).where(eq(memberships.id, membership.id));
    await api.db.insert(roleAssignments).values({ roleId: roleIds["Førstehjælper"]!, membershipId: membership.id });
    const { base, mapped } = await check(as.manager, `name,email,access,roles\nBack,${former.email},Edit,Lagerfører\n`);
    expect(mapped).toMatchObject({ clean: 1, bad: 0 });
    expect((await as.manager.post(`${base}/run`, { json: {} })).data.outcome).toEqual({ created: 1, skipped: 0 });
    expect(await membershipOf(former.id)).toMatchObject({ id: membership.id, scope: "EDIT", endedDate: null });
    const assigned = await api.db.select().from(roleAssignments).where(eq(roleAssignments.membershipId, membership.id));
    expect(assigned.map((row) => row.roleId)).toEqual([roleIds["Lagerfører"]]);
  });

  it("is a manager's: a reader and an editor are refused every step", async () => {
    const { base } = await check(as.manager, "name,email\nPia,pia@test.example\n");
    for (const client of [as.reader, as.editor]) {
      const upload = await client.post(path(), {
        body: multipart({}, { name: "people.csv", bytes: Buffer.from("name,email\nPia,pia@test.example\n") }),
      });
      expect(upload.status).toBe(403);
      expect((await client.get(base)).status).toBe(403);
      expect((await client.put(`${base}/mapping`, { json: { mapping: {} } })).status).toBe(403);
      expect((await client.post(`${base}/run`, { json: {} })).status).toBe(403);
    }
  });
});
