import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { areas, memberships, organizations, roleAssignments, roles } from "../../server/db/schema";
import { startTestApi, type TestApi } from "../support/api-server";
import { createHolding, createOrganization, createUser } from "../support/factories";
import { ApiClient } from "../support/http-client";
import { multipart, pdfBytes, pngBytes } from "../support/sample-files";

let api: TestApi;
let tree: Awaited<ReturnType<typeof createHolding>>;
const clients: Record<"manager" | "editor" | "reader" | "limited" | "outsider" | "mixed" | "maintainer", ApiClient> =
  {} as never;

beforeAll(async () => {
  api = await startTestApi();
  tree = await createHolding(api.db);
  const other = await createOrganization(api.db, { name: "Someone else's company" });
  const users = {
    manager: await createUser(api.db, { memberships: [{ organizationId: tree.holding.id, scope: "MANAGE" }] }),
    editor: await createUser(api.db, { memberships: [{ organizationId: tree.holding.id, scope: "EDIT" }] }),
    reader: await createUser(api.db, { memberships: [{ organizationId: tree.holding.id, scope: "READ" }] }),
    limited: await createUser(api.db, { memberships: [{ organizationId: tree.limited.id, scope: "MANAGE" }] }),
    outsider: await createUser(api.db, { memberships: [{ organizationId: other.id, scope: "MANAGE" }] }),
    // READ on the holding, but EDIT closer down, on the subsidiary.
    mixed: await createUser(api.db, {
      memberships: [
        { organizationId: tree.holding.id, scope: "READ" },
        { organizationId: tree.subsidiary.id, scope: "EDIT" },
      ],
    }),
    maintainer: await createUser(api.db, {
      systemPermissions: ["MAINTAIN", "MANAGE"],
      memberships: [{ organizationId: tree.holding.id, scope: "MANAGE" }],
    }),
  };
  for (const [name, user] of Object.entries(users)) {
    const client = new ApiClient(api.url);
    await client.login(user.email);
    clients[name as keyof typeof clients] = client;
  }
  await api.db.insert(roles).values({ organizationId: tree.holding.id, name: "Environmental coordinator" });
  await api.db.insert(areas).values({ organizationId: tree.holding.id, name: "Warehouse" });
});
afterAll(() => api.close());

describe("GET /organizations", () => {
  it("answers the holding tree with departments and subsidiaries, limited below a limited company", async () => {
    const { data } = await clients.reader.get("/organizations");
    expect(data.total_elements).toBe(1);
    const holding = data.content[0];
    expect(holding.id).toBe(tree.holding.id);
    expect(holding.departments.map((d: { name: string }) => d.name)).toEqual(["Group HSE"]);
    const subsidiaries = holding.subsidiaries as {
      name: string;
      feature_accessibility: string;
      departments: { feature_accessibility: string }[];
    }[];
    expect(subsidiaries.map((s) => s.name)).toEqual(["Limited subsidiary", "Subsidiary"]);
    expect(subsidiaries[0]!.feature_accessibility).toBe("LIMITED");
    expect(subsidiaries[0]!.departments[0]!.feature_accessibility).toBe("LIMITED");
    expect(subsidiaries[1]!.feature_accessibility).toBe("FULL");
  });

  it("answers only the subtree a member of a subsidiary may open", async () => {
    const { data } = await clients.limited.get("/organizations");
    expect(data.content.map((o: { id: number }) => o.id)).toEqual([tree.limited.id]);
  });
});

describe("GET /accessible-organizations", () => {
  type Entry = { id: number; name: string; type: string; depth: number; parent_id: number | null };
  let big: Awaited<ReturnType<typeof createHolding>>;
  let bigReader: ApiClient;
  let departmentReader: ApiClient;
  const names = (data: { content: Entry[] }) => data.content.map((entry) => entry.name);

  beforeAll(async () => {
    big = await createHolding(api.db);
    await api.db.insert(organizations).values(
      Array.from({ length: 45 }, (_, i) => ({
        name: `Site ${String(i + 1).padStart(2, "0")}`,
        type: "DEPARTMENT" as const,
        parentId: big.holding.id,
      })),
    );
    const reader = await createUser(api.db, { memberships: [{ organizationId: big.holding.id, scope: "READ" }] });
    const deptMember = await createUser(api.db, {
      memberships: [{ organizationId: big.department.id, scope: "EDIT" }],
    });
    bigReader = new ApiClient(api.url);
    await bigReader.login(reader.email);
    departmentReader = new ApiClient(api.url);
    await departmentReader.login(deptMember.email);
  });

  it("lists the companies alone, in tree order, however many departments the holding has", async () => {
    const { status, data } = await bigReader.get("/accessible-organizations?type=COMPANY");
    expect(status).toBe(200);
    expect(data.total_elements).toBe(3);
    expect(data.content.map((e: Entry) => `${e.depth}:${e.name}`)).toEqual([
      `0:${big.holding.name}`,
      "1:Limited subsidiary",
      "1:Subsidiary",
    ]);
    expect(data.content[0]).toMatchObject({ department_count: 46, subsidiary_count: 2, ancestors: [] });
  });

  it("pages the children of one organization and finds names in any case", async () => {
    const first = await bigReader.get(`/accessible-organizations?parent_id=${big.holding.id}&size=20`);
    expect(first.data.total_elements).toBe(48);
    expect(first.data.content).toHaveLength(20);
    const last = await bigReader.get(`/accessible-organizations?parent_id=${big.holding.id}&size=20&page=2`);
    // Departments first ("Group HSE", then the sites), then the subsidiaries.
    expect(names(last.data)).toEqual([
      ...["40", "41", "42", "43", "44", "45"].map((n) => `Site ${n}`),
      "Limited subsidiary",
      "Subsidiary",
    ]);
    const found = await bigReader.get("/accessible-organizations?q=SITE%204&type=DEPARTMENT");
    expect(names(found.data)).toEqual(["Site 40", "Site 41", "Site 42", "Site 43", "Site 44", "Site 45"]);
    const production = await bigReader.get("/accessible-organizations?q=produc");
    expect(production.data.content).toEqual([
      expect.objectContaining({
        id: big.department.id,
        parent_id: big.subsidiary.id,
        ancestors: [
          { id: big.holding.id, name: big.holding.name },
          { id: big.subsidiary.id, name: "Subsidiary" },
        ],
      }),
    ]);
  });

  it("shows a member of a department only that department, and nobody another holding", async () => {
    const { data } = await departmentReader.get("/accessible-organizations");
    expect(data.content).toEqual([
      expect.objectContaining({ id: big.department.id, parent_id: null, depth: 0, ancestors: [] }),
    ]);
    const other = await clients.outsider.get(`/accessible-organizations?id=${big.holding.id}`);
    expect(other.data).toEqual({ total_elements: 0, content: [] });
    const mine = await clients.reader.get(`/accessible-organizations?q=Site`);
    expect(mine.data.total_elements).toBe(0);
  });

  it("answers one organization by id, with the accessibility it inherits", async () => {
    const { data } = await bigReader.get(`/accessible-organizations?id=${big.limitedDepartment.id}`);
    expect(data.content).toEqual([
      expect.objectContaining({ name: "Fleet", type: "DEPARTMENT", feature_accessibility: "LIMITED" }),
    ]);
  });

  it("refuses malformed criteria with a problem and needs a log-in", async () => {
    for (const query of ["type=TEAM", "size=0", "size=201", "page=-1", "id=abc", "parent_id=0"]) {
      const response = await bigReader.get(`/accessible-organizations?${query}`);
      expect(response.status, query).toBe(422);
      expect(response.headers.get("content-type")).toContain("problem+json");
    }
    expect((await new ApiClient(api.url).get("/accessible-organizations")).status).toBe(401);
  });
});

describe("GET /organizations/{org}/department-choices", () => {
  type Choice = { id: number; name: string; depth: number };
  const shown = (data: { content: Choice[] }) => data.content.map((choice) => `${choice.depth}:${choice.name}`);

  it("lists the organization and all below it in tree order, indented from where it is asked", async () => {
    const holding = await clients.reader.get(`/organizations/${tree.holding.id}/department-choices`);
    expect(holding.status).toBe(200);
    expect(shown(holding.data)).toEqual([
      `0:${tree.holding.name}`,
      "1:Group HSE",
      "1:Limited subsidiary",
      "2:Fleet",
      "1:Subsidiary",
      "2:Production",
    ]);
    const subsidiary = await clients.reader.get(`/organizations/${tree.subsidiary.id}/department-choices`);
    expect(shown(subsidiary.data)).toEqual(["0:Subsidiary", "1:Production"]);
  });

  it("offers a large holding's companies with their few departments, and the one chosen", async () => {
    const large = await createHolding(api.db);
    const sites = await api.db
      .insert(organizations)
      .values(
        Array.from({ length: 210 }, (_, i) => ({
          name: `Site ${String(i + 1).padStart(3, "0")}`,
          type: "DEPARTMENT" as const,
          parentId: large.holding.id,
        })),
      )
      .returning({ id: organizations.id });
    const reader = new ApiClient(api.url);
    await reader.login(
      (await createUser(api.db, { memberships: [{ organizationId: large.holding.id, scope: "READ" }] })).email,
    );
    const at = `/organizations/${large.holding.id}/department-choices`;
    const choices = await reader.get(at);
    expect(shown(choices.data)).toEqual([
      `0:${large.holding.name}`,
      "1:Limited subsidiary",
      "2:Fleet",
      "1:Subsidiary",
      "2:Production",
    ]);
    const chosen = await reader.get(`${at}?chosen=${sites[99]!.id}`);
    expect(shown(chosen.data).at(-1)).toBe("1:Site 100");
    expect(chosen.data.total_elements).toBe(6);
    // One of another holding is not offered, chosen or not.
    expect(shown((await reader.get(`${at}?chosen=${tree.department.id}`)).data)).toHaveLength(5);
  });

  it("answers a user of another tenant as if there were no organization", async () => {
    expect((await clients.outsider.get(`/organizations/${tree.holding.id}/department-choices`)).status).toBe(404);
    expect((await clients.limited.get(`/organizations/${tree.limited.id}/department-choices`)).status).toBe(200);
  });
});

describe("organization access", () => {
  it("answers 404, not 403, for an organization the user does not belong to", async () => {
    for (const path of ["", "/permissions", "/roles", "/areas", "/departments"]) {
      const response = await clients.outsider.get(`/organizations/${tree.holding.id}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.data.type).toBe("urn:problem:not-found");
    }
    expect((await clients.limited.get(`/organizations/${tree.holding.id}`)).status).toBe(404);
    expect((await clients.limited.get(`/organizations/${tree.subsidiary.id}`)).status).toBe(404);
    expect((await clients.reader.get("/organizations/999999")).status).toBe(404);
    expect((await clients.reader.get("/organizations/abc")).status).toBe(404);
  });

  it("answers the permission names each scope implies, inherited down the tree", async () => {
    const names = async (client: ApiClient, id: number) =>
      (await client.get(`/organizations/${id}/permissions`)).data.content;
    expect(await names(clients.reader, tree.department.id)).toEqual(["READ"]);
    expect(await names(clients.editor, tree.subsidiary.id)).toEqual(["READ", "EDIT", "REPORT_EVENT"]);
    expect(await names(clients.manager, tree.limitedDepartment.id)).toEqual(["READ", "EDIT", "MANAGE", "REPORT_EVENT"]);
    expect(await names(clients.maintainer, tree.holding.id)).toEqual([
      "READ",
      "EDIT",
      "MANAGE",
      "REPORT_EVENT",
      "SYSTEM_MAINTAIN",
      "SYSTEM_MANAGE",
    ]);
  });

  it("lets a closer membership override the one above it", async () => {
    const names = async (id: number) => (await clients.mixed.get(`/organizations/${id}/permissions`)).data.content;
    expect(await names(tree.holding.id)).toEqual(["READ"]);
    expect(await names(tree.subsidiary.id)).toEqual(["READ", "EDIT", "REPORT_EVENT"]);
    expect(await names(tree.department.id)).toEqual(["READ", "EDIT", "REPORT_EVENT"]);
  });
});

describe("GET and PUT /organizations/{org}", () => {
  it("answers the organization's details", async () => {
    const { status, data } = await clients.reader.get(`/organizations/${tree.subsidiary.id}`);
    expect(status).toBe(200);
    expect(data).toMatchObject({
      id: tree.subsidiary.id,
      parent_id: tree.holding.id,
      type: "COMPANY",
      iso_standards: [],
    });
    // Its children are counted, not embedded: a holding may have thousands.
    expect(data).toMatchObject({ department_count: 1, subsidiary_count: 0 });
    expect(data).not.toHaveProperty("departments");
    // A department takes the limits of the company above it, whoever asks.
    const fleet = await clients.reader.get(`/organizations/${tree.limitedDepartment.id}`);
    expect(fleet.data).toMatchObject({ feature_accessibility: "LIMITED", department_count: 0 });
    expect(Date.parse(data.last_modified_date)).not.toBeNaN();
    expect(data).not.toHaveProperty("lineage");
  });

  it("lets a manager change it, with the last modification date as the version", async () => {
    const current = (await clients.manager.get(`/organizations/${tree.subsidiary.id}`)).data;
    const body = {
      name: "Subsidiary A/S",
      nace_code: "C20.1",
      city: "Esbjerg",
      country_alpha2: "DK",
      iso_standards: ["ISO_14001"],
      last_modified_date: current.last_modified_date,
    };
    const updated = await clients.manager.put(`/organizations/${tree.subsidiary.id}`, { json: body });
    expect(updated.status).toBe(200);
    expect(updated.data).toMatchObject({ name: "Subsidiary A/S", nace_code: "C20.1", iso_standards: ["ISO_14001"] });
    expect(updated.data.last_modified_date).not.toBe(current.last_modified_date);

    const stale = await clients.manager.put(`/organizations/${tree.subsidiary.id}`, {
      json: { ...body, name: "Overwritten" },
    });
    expect(stale.status).toBe(409);
    expect(stale.data.type).toBe("urn:problem:conflict");
    expect((await clients.reader.get(`/organizations/${tree.subsidiary.id}`)).data.name).toBe("Subsidiary A/S");
  });

  it("refuses editors and readers, invalid fields and unknown fields, changing nothing", async () => {
    const current = (await clients.manager.get(`/organizations/${tree.holding.id}`)).data;
    const body = { name: "Changed", last_modified_date: current.last_modified_date };
    expect((await clients.editor.put(`/organizations/${tree.holding.id}`, { json: body })).status).toBe(403);
    expect((await clients.reader.put(`/organizations/${tree.holding.id}`, { json: body })).status).toBe(403);
    const invalid = await clients.manager.put(`/organizations/${tree.holding.id}`, {
      json: { ...body, name: "", country_alpha2: "Denmark", email: "not-an-email" },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.data.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      "country_alpha2",
      "email",
      "name",
    ]);
    const unknown = await clients.manager.put(`/organizations/${tree.holding.id}`, {
      json: { ...body, feature_accessibility: "FULL" },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.data.errors).toEqual([
      expect.objectContaining({ path: "feature_accessibility", code: "unrecognized_key" }),
    ]);
    expect((await clients.reader.get(`/organizations/${tree.holding.id}`)).data.name).toBe(current.name);
  });

  it("refuses managing a limited organization: the feature is outside the limited menu", async () => {
    const current = (await clients.limited.get(`/organizations/${tree.limited.id}`)).data;
    const response = await clients.limited.put(`/organizations/${tree.limited.id}`, {
      json: { name: "x", last_modified_date: current.last_modified_date },
    });
    expect(response.status).toBe(403);
    expect(response.data.type).toBe("urn:problem:feature-unavailable");
  });
});

describe("departments and subsidiaries", () => {
  it("lists, creates and updates departments for managers only", async () => {
    const path = `/organizations/${tree.subsidiary.id}/departments`;
    expect((await clients.editor.post(path, { json: { name: "Warehouse" } })).status).toBe(403);
    const created = await clients.manager.post(path, { json: { name: "Warehouse", city: "Esbjerg" } });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ type: "DEPARTMENT", parent_id: tree.subsidiary.id, name: "Warehouse" });
    const list = await clients.reader.get(path);
    expect(list.data.content.map((d: { name: string }) => d.name)).toEqual(["Production", "Warehouse"]);

    const update = await clients.manager.put(`${path}/${created.data.id}`, {
      json: { name: "Central warehouse", last_modified_date: created.data.last_modified_date },
    });
    expect(update.status).toBe(200);
    expect(update.data.name).toBe("Central warehouse");
    // A department elsewhere in the tree is not this organization's to edit.
    const elsewhere = await clients.manager.put(`${path}/${tree.holdingDepartment.id}`, {
      json: { name: "Hijacked", last_modified_date: update.data.last_modified_date },
    });
    expect(elsewhere.status).toBe(404);
  });

  it("creates subsidiaries under companies, not under departments", async () => {
    const created = await clients.manager.post(`/organizations/${tree.holding.id}/subsidiaries`, {
      json: { name: "New Co ApS" },
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ type: "COMPANY", parent_id: tree.holding.id });
    const underDepartment = await clients.manager.post(`/organizations/${tree.department.id}/subsidiaries`, {
      json: { name: "Nope" },
    });
    expect(underDepartment.status).toBe(422);
    expect(
      (await clients.reader.post(`/organizations/${tree.holding.id}/subsidiaries`, { json: { name: "Nope" } })).status,
    ).toBe(403);
  });
});

describe("moving and removing departments and subsidiaries", () => {
  const create = async (parent: number, kind: "departments" | "subsidiaries", name: string) =>
    (await clients.manager.post(`/organizations/${parent}/${kind}`, { json: { name } })).data;

  it("answers a form sent twice at once with the one unit the first made", async () => {
    const path = `/organizations/${tree.holding.id}/departments`;
    const sent = await Promise.all(
      Array.from({ length: 6 }, () => clients.manager.post(path, { json: { name: "Twice sent" } })),
    );
    expect(sent.map((response) => response.status)).toEqual(Array(6).fill(201));
    expect(new Set(sent.map((response) => response.data.id)).size).toBe(1);
    const rows = await api.db.select().from(organizations).where(eq(organizations.name, "Twice sent"));
    expect(rows).toHaveLength(1);
  });

  it("moves an empty department inside the organization managed, and refuses one that holds records", async () => {
    const base = `/organizations/${tree.holding.id}/departments`;
    const empty = await create(tree.holding.id, "departments", "Quality");
    const moved = await clients.manager.put(`${base}/${empty.id}`, {
      json: { name: "Quality", parent_id: tree.subsidiary.id, last_modified_date: empty.last_modified_date },
    });
    expect(moved.status).toBe(200);
    expect(moved.data.parent_id).toBe(tree.subsidiary.id);
    // Its lineage followed: the subsidiary's own managers see it now.
    const below = await clients.manager.get(`/accessible-organizations?within=${tree.subsidiary.id}&q=quality`);
    expect(below.data.content.map((entry: { name: string }) => entry.name)).toEqual(["Quality"]);

    const busy = await create(tree.holding.id, "departments", "Logistics");
    await api.db.insert(areas).values({ organizationId: busy.id, name: "Dock" });
    const refused = await clients.manager.put(`${base}/${busy.id}`, {
      json: { name: "Logistics", parent_id: tree.subsidiary.id, last_modified_date: busy.last_modified_date },
    });
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({ type: "urn:problem:in-use", held: [{ kind: "areas", count: 1 }] });
    const [still] = await api.db.select().from(organizations).where(eq(organizations.id, busy.id));
    expect(still!.parentId).toBe(tree.holding.id);
  });

  it("refuses a move below itself, outside the organization managed, or of a subsidiary under a department", async () => {
    const base = `/organizations/${tree.holding.id}`;
    const company = await create(tree.holding.id, "subsidiaries", "Empty Co");
    const put = (kind: string, record: { id: number; name: string; last_modified_date: string }, parent: number) =>
      clients.manager.put(`${base}/${kind}/${record.id}`, {
        json: { name: record.name, parent_id: parent, last_modified_date: record.last_modified_date },
      });
    expect((await put("subsidiaries", company, company.id)).status).toBe(422);
    expect((await put("subsidiaries", company, tree.holdingDepartment.id)).status).toBe(422);
    const outsider = await createOrganization(api.db, { name: "Elsewhere" });
    expect((await put("subsidiaries", company, outsider.id)).status).toBe(422);
    const moved = await put("subsidiaries", company, tree.subsidiary.id);
    expect(moved.status).toBe(200);
    expect(moved.data.parent_id).toBe(tree.subsidiary.id);
  });

  it("removes an empty department or subsidiary, and refuses one with records or organizations below it", async () => {
    const base = `/organizations/${tree.holding.id}`;
    const empty = await create(tree.holding.id, "departments", "Short-lived");
    expect((await clients.editor.delete(`${base}/departments/${empty.id}`)).status).toBe(403);
    expect((await clients.manager.delete(`${base}/subsidiaries/${empty.id}`)).status).toBe(404);
    expect((await clients.manager.delete(`${base}/departments/${empty.id}`)).status).toBe(204);
    expect((await clients.manager.delete(`${base}/departments/${empty.id}`)).status).toBe(404);

    const parent = await create(tree.holding.id, "subsidiaries", "Parent Co");
    await create(parent.id, "departments", "Inside");
    const refused = await clients.manager.delete(`${base}/subsidiaries/${parent.id}`);
    expect(refused.status).toBe(409);
    expect(refused.data.held).toEqual([{ kind: "departments", count: 1 }]);
    // The organization managed itself is no child of its own.
    expect((await clients.manager.delete(`${base}/subsidiaries/${tree.holding.id}`)).status).toBe(404);
  });
});

describe("logo", () => {
  it("stores a PNG of the organization as its logo, shown by its departments too; refuses other files", async () => {
    const org = tree.subsidiary.id;
    const upload = async (name: string, bytes: Buffer) =>
      (
        await clients.manager.post(`/organizations/${org}/files`, {
          body: multipart({ standalone: "false" }, { name, bytes }),
        })
      ).data;
    expect((await clients.reader.get(`/organizations/${org}/logo`)).status).toBe(404);
    const current = (await clients.manager.get(`/organizations/${org}`)).data;
    const pdf = await upload("letter.pdf", pdfBytes());
    const refused = await clients.manager.put(`/organizations/${org}`, {
      json: { name: current.name, logo_file_id: pdf.id, last_modified_date: current.last_modified_date },
    });
    expect(refused.status).toBe(422);
    expect(refused.data.errors[0]).toMatchObject({ path: "logo_file_id" });

    const png = await upload("logo.png", pngBytes());
    const saved = await clients.manager.put(`/organizations/${org}`, {
      json: { name: current.name, logo_file_id: png.id, last_modified_date: current.last_modified_date },
    });
    expect(saved.status).toBe(200);
    expect(saved.data.logo_file_id).toBe(png.id);
    const shown = await clients.reader.get(`/organizations/${tree.department.id}/logo`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("content-type")).toBe("image/png");
    const entry = await clients.reader.get(`/accessible-organizations?id=${tree.department.id}`);
    expect(entry.data.content[0].logo_file_id).toBe(png.id);

    const removed = await clients.manager.put(`/organizations/${org}`, {
      json: { name: current.name, logo_file_id: null, last_modified_date: saved.data.last_modified_date },
    });
    expect(removed.data.logo_file_id).toBeNull();
    expect((await clients.reader.get(`/organizations/${tree.department.id}/logo`)).status).toBe(404);
  });
});

describe("roles and areas", () => {
  it("lists the organization's roles with their members, and its areas", async () => {
    const [role] = await api.db
      .insert(roles)
      .values({ organizationId: tree.holding.id, name: "Safety representative" })
      .returning();
    const editor = (await clients.editor.get("/user")).data;
    const [membership] = await api.db.select().from(memberships).where(eq(memberships.userId, editor.id));
    await api.db.insert(roleAssignments).values({ roleId: role!.id, membershipId: membership!.id });

    const rolesResponse = await clients.reader.get(`/organizations/${tree.holding.id}/roles`);
    expect(rolesResponse.data.content).toEqual([
      expect.objectContaining({ name: "Environmental coordinator", assigned_members: [] }),
      expect.objectContaining({
        name: "Safety representative",
        assigned_members: [{ id: membership!.id, name: editor.name }],
      }),
    ]);
    const areasResponse = await clients.reader.get(`/organizations/${tree.holding.id}/areas`);
    expect(areasResponse.data.content.map((a: { name: string }) => a.name)).toEqual(["Warehouse"]);
  });
});
