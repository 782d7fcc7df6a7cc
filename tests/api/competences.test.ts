import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addPeriod, businessToday } from "../../server/domain/recurrence";
import { startTestApi, type TestApi } from "../support/api-server";
import { createHolding, createOrganization, createUser } from "../support/factories";
import { ApiClient } from "../support/http-client";
import { multipart, pdfBytes } from "../support/sample-files";

let api: TestApi;
let tree: Awaited<ReturnType<typeof createHolding>>;
const as: Record<"manager" | "editor" | "reader" | "subsidiaryManager" | "outsider", ApiClient> = {} as never;

beforeAll(async () => {
  api = await startTestApi();
  tree = await createHolding(api.db);
  const other = await createOrganization(api.db, { name: "Other ApS" });
  const users = {
    manager: await createUser(api.db, { memberships: [{ organizationId: tree.holding.id, scope: "MANAGE" }] }),
    editor: await createUser(api.db, { memberships: [{ organizationId: tree.holding.id, scope: "EDIT" }] }),
    reader: await createUser(api.db, { memberships: [{ organizationId: tree.holding.id, scope: "READ" }] }),
    subsidiaryManager: await createUser(api.db, {
      memberships: [{ organizationId: tree.subsidiary.id, scope: "MANAGE" }],
    }),
    outsider: await createUser(api.db, { memberships: [{ organizationId: other.id, scope: "MANAGE" }] }),
  };
  for (const [role, user] of Object.entries(users)) {
    const client = new ApiClient(api.url);
    await client.login(user.email);
    as[role as keyof typeof as] = client;
  }
});
afterAll(() => api.close());

const base = () => `/organizations/${tree.subsidiary.id}`;
const unique = () => Math.random().toString(36).slice(2, 8);

async function competence(frequency = "P2Y", name = `First aid ${unique()}`) {
  const response = await as.editor.post(`${base()}/competences`, { json: { name, frequency } });
  expect(response.status).toBe(201);
  return response.data as { id: number; name: string; last_modified_date: string };
}

async function invite(overrides: Record<string, unknown> = {}) {
  const response = await as.manager.post(`${base()}/members`, {
    json: { name: "Mette Sørensen", email: `mette-${unique()}@test.example`, scope: "READ", ...overrides },
  });
  expect(response.status).toBe(201);
  return response.data as { id: number; last_modified_date: string; competence_requirements: unknown[] };
}

describe("competences", () => {
  it("are created, listed, changed with the stamp read, and unique by name", async () => {
    const created = await competence("P5Y", `Forklift ${unique()}`);
    const list = await as.reader.get(`${base()}/competences?q=${encodeURIComponent(created.name)}`);
    expect(list.data).toMatchObject({
      total_elements: 1,
      content: [{ id: created.id, frequency: "P5Y", required_of: 0 }],
    });

    const update = { name: `${created.name} (B)`, frequency: "P3Y", last_modified_date: created.last_modified_date };
    const changed = await as.editor.put(`${base()}/competences/${created.id}`, { json: update });
    expect(changed.status).toBe(200);
    expect(changed.data.frequency).toBe("P3Y");
    const stale = await as.editor.put(`${base()}/competences/${created.id}`, { json: update });
    expect(stale.status).toBe(409);

    const again = await as.editor.post(`${base()}/competences`, {
      json: { name: update.name.toUpperCase(), frequency: "P0D" },
    });
    expect(again.status).toBe(409);
  });

  it("refuses a frequency that is not a recurrence period, and readers", async () => {
    expect((await as.editor.post(`${base()}/competences`, { json: { name: "X", frequency: "P13M" } })).status).toBe(
      422,
    );
    expect((await as.reader.post(`${base()}/competences`, { json: { name: "X", frequency: "P1Y" } })).status).toBe(403);
  });

  it("are not another tenant's to read", async () => {
    const created = await competence();
    const response = await as.outsider.get(`${base()}/competences/${created.id}`);
    expect(response.status).toBe(404);
  });
});

describe("a member's requirements", () => {
  it("come from their roles and directly, missing until acquired, valid after, with evidence", async () => {
    const first = await competence("P2Y");
    const second = await competence("P0D");
    const role = await as.manager.post(`${base()}/roles`, {
      json: { name: `Warehouse operator ${unique()}`, competence_ids: [first.id, second.id] },
    });
    expect(role.status).toBe(201);
    expect(role.data.competences.map((c: { id: number }) => c.id).sort()).toEqual([first.id, second.id].sort());

    const member = await invite({ role_ids: [role.data.id], organization_id: tree.department.id });
    const fetched = await as.reader.get(`${base()}/members/${member.id}`);
    expect(fetched.data.organization_name).toBe("Production");
    expect(fetched.data.competence_requirements.map((r: { status: string }) => r.status)).toEqual([
      "MISSING",
      "MISSING",
    ]);

    const path = `${base()}/members/${member.id}/competences/${first.id}`;
    const acquired = businessToday();
    const recorded = await as.editor.put(path, { json: { last_acquisition_date: acquired } });
    expect(recorded.status).toBe(200);
    expect(recorded.data).toMatchObject({
      status: "VALID",
      next_due_date: addPeriod(acquired, "P2Y"),
      roles: [{ id: role.data.id }],
    });
    // The same submit again carries no stamp: it is a stale edit, and changes nothing.
    expect((await as.editor.put(path, { json: { last_acquisition_date: "2020-01-01" } })).status).toBe(409);

    const upload = await as.editor.post(`${base()}/files`, {
      body: multipart({ standalone: "false" }, { name: "certificate.pdf", bytes: pdfBytes(), type: "application/pdf" }),
    });
    expect(upload.status).toBe(201);
    expect((await as.editor.post(`${path}/files/${upload.data.id}`)).status).toBe(204);
    const withEvidence = await as.reader.get(`${base()}/members/${member.id}`);
    const requirement = withEvidence.data.competence_requirements.find(
      (r: { competence: { id: number } }) => r.competence.id === first.id,
    );
    expect(requirement.files.map((f: { name: string }) => f.name)).toEqual(["certificate.pdf"]);

    const view = await as.reader.get(`${base()}/competences/${first.id}`);
    expect(view.data.member_assignments).toMatchObject([{ member_id: member.id, status: "VALID" }]);
  });

  it("a direct requirement whose acquisition deadline has passed is overdue", async () => {
    const single = await competence("P1Y");
    const member = await invite();
    const update = await as.manager.put(`${base()}/members/${member.id}`, {
      json: { scope: "READ", competence_ids: [single.id], last_modified_date: member.last_modified_date },
    });
    expect(update.status).toBe(200);
    const path = `${base()}/members/${member.id}/competences/${single.id}`;
    // Requiring it made the record: setting the deadline is an edit of it, with its stamp.
    const stamp = update.data.competence_requirements[0].last_modified_date;
    expect((await as.editor.put(path, { json: { acquisition_deadline: "2024-01-31" } })).status).toBe(409);
    const deadline = await as.editor.put(path, {
      json: { acquisition_deadline: "2024-01-31", last_modified_date: stamp },
    });
    expect(deadline.data.status).toBe("OVERDUE");
  });

  it("recording for a competence the member does not need is not found", async () => {
    const unneeded = await competence();
    const member = await invite();
    const response = await as.editor.put(`${base()}/members/${member.id}/competences/${unneeded.id}`, {
      json: { last_acquisition_date: "2026-01-01" },
    });
    expect(response.status).toBe(404);
  });
});

describe("members", () => {
  it("invited twice are one membership", async () => {
    const email = `twice-${unique()}@test.example`;
    const first = await as.manager.post(`${base()}/members`, { json: { name: "Ole", email, scope: "READ" } });
    const second = await as.manager.post(`${base()}/members`, { json: { name: "Ole", email, scope: "READ" } });
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.data.id).toBe(first.data.id);
  });

  it("are invited and changed by managers only, and only below the organization", async () => {
    expect(
      (await as.editor.post(`${base()}/members`, { json: { name: "X", email: "x@test.example", scope: "READ" } }))
        .status,
    ).toBe(403);
    const member = await invite();
    const update = { scope: "EDIT", last_modified_date: member.last_modified_date };
    expect((await as.editor.put(`${base()}/members/${member.id}`, { json: update })).status).toBe(403);
    // A manager of the subsidiary reads the holding's people, but cannot change them.
    const holdingMembers = await as.subsidiaryManager.get(`/organizations/${tree.subsidiary.id}/members?size=200`);
    const fromAbove = holdingMembers.data.content.find(
      (m: { organization_id: number }) => m.organization_id === tree.holding.id,
    );
    expect(fromAbove).toBeDefined();
    const refused = await as.subsidiaryManager.put(`${base()}/members/${fromAbove.id}`, {
      json: { scope: "READ", last_modified_date: fromAbove.last_modified_date },
    });
    expect(refused.status).toBe(404);
    const holdingDepartment = await as.manager.post(`${base()}/members`, {
      json: {
        name: "Y",
        email: `y-${unique()}@test.example`,
        scope: "READ",
        organization_id: tree.holdingDepartment.id,
      },
    });
    expect(holdingDepartment.status).toBe(422);
  });

  it("are filtered by department and role, and sorted", async () => {
    const inDepartment = await as.reader.get(`${base()}/members?department_id=${tree.department.id}&size=200`);
    expect(inDepartment.data.content.length).toBeGreaterThan(0);
    expect(
      inDepartment.data.content.every((m: { organization_name: string }) => m.organization_name === "Production"),
    ).toBe(true);
    const names = async (direction: string) =>
      (await as.reader.get(`${base()}/members?sort=name,${direction}&size=200`)).data.content.map(
        (m: { name: string }) => m.name,
      );
    expect(await names("desc")).toEqual([...(await names("asc"))].reverse());
  });
});

describe("removing a member", () => {
  it("ends their access at once, keeps their history, and an invitation brings them back", async () => {
    const email = `leaving-${unique()}@test.example`;
    const invited = await as.manager.post(`${base()}/members`, { json: { name: "Leif", email, scope: "EDIT" } });
    const id = invited.data.id;
    expect((await as.editor.delete(`${base()}/members/${id}`)).status).toBe(403);
    expect((await as.manager.delete(`${base()}/members/${id}`)).status).toBe(204);
    expect((await as.manager.delete(`${base()}/members/${id}`)).status).toBe(204);

    const current = await as.reader.get(`${base()}/members?q=${email}`);
    expect(current.data.total_elements).toBe(0);
    const former = await as.reader.get(`${base()}/members?q=${email}&former=true`);
    expect(former.data.content).toMatchObject([{ id, ended_date: expect.any(String) }]);
    expect((await as.reader.get(`${base()}/members/${id}`)).data.ended_date).not.toBeNull();
    const stale = { scope: "READ", last_modified_date: former.data.content[0].last_modified_date };
    expect((await as.manager.put(`${base()}/members/${id}`, { json: stale })).status).toBe(404);

    const back = await as.manager.post(`${base()}/members`, { json: { name: "Leif", email, scope: "READ" } });
    expect(back.status).toBe(201);
    expect(back.data).toMatchObject({ id, ended_date: null, scope: "READ" });
  });

  it("is refused for oneself", async () => {
    const own = await as.subsidiaryManager.get(`${base()}/members?size=200`);
    const me = own.data.content.find(
      (m: { scope: string; organization_id: number }) =>
        m.organization_id === tree.subsidiary.id && m.scope === "MANAGE",
    );
    expect((await as.subsidiaryManager.delete(`${base()}/members/${me.id}`)).status).toBe(422);
  });

  it("takes away their access to the organization", async () => {
    const user = await createUser(api.db, { memberships: [{ organizationId: tree.subsidiary.id, scope: "READ" }] });
    const client = new ApiClient(api.url);
    await client.login(user.email);
    expect((await client.get(`${base()}/members`)).status).toBe(200);
    const list = await as.manager.get(`${base()}/members?q=${encodeURIComponent(user.email)}`);
    expect((await as.manager.delete(`${base()}/members/${list.data.content[0].id}`)).status).toBe(204);
    expect((await client.get(`${base()}/members`)).status).toBe(404);
  });
});

describe("the matrix", () => {
  it("has a row per member, a column per competence, and filters by status", async () => {
    const matrix = await as.reader.get(`${base()}/competence-matrix?size=200`);
    expect(matrix.status).toBe(200);
    expect(matrix.data.competences.length).toBeGreaterThan(0);
    const overdue = await as.reader.get(`${base()}/competence-matrix?status=OVERDUE&size=200`);
    expect(overdue.data.content.length).toBeGreaterThan(0);
    expect(
      overdue.data.content.every((row: { cells: { status: string }[] }) =>
        row.cells.some((c) => c.status === "OVERDUE"),
      ),
    ).toBe(true);
    expect(overdue.data.total_elements).toBeLessThan(matrix.data.total_elements);
  });
});
