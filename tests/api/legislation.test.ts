import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../support/api-server";
import { createHolding, createOrganization, createUser } from "../support/factories";
import { ApiClient } from "../support/http-client";
import { multipart, pdfBytes } from "../support/sample-files";

let api: TestApi;
let tree: Awaited<ReturnType<typeof createHolding>>;
const as: Record<"maintainer" | "editor" | "reader" | "outsider", ApiClient> = {} as never;

beforeAll(async () => {
  api = await startTestApi();
  tree = await createHolding(api.db);
  const other = await createOrganization(api.db, { name: "Other ApS" });
  const users = {
    maintainer: await createUser(api.db, {
      systemPermissions: ["MAINTAIN"],
      memberships: [{ organizationId: tree.holding.id, scope: "MANAGE" }],
    }),
    editor: await createUser(api.db, { memberships: [{ organizationId: tree.holding.id, scope: "EDIT" }] }),
    reader: await createUser(api.db, { memberships: [{ organizationId: tree.holding.id, scope: "READ" }] }),
    outsider: await createUser(api.db, { memberships: [{ organizationId: other.id, scope: "MANAGE" }] }),
  };
  for (const [role, user] of Object.entries(users)) {
    const client = new ApiClient(api.url);
    await client.login(user.email);
    as[role as keyof typeof as] = client;
  }
});
afterAll(() => api.close());

const newAct = (overrides: Record<string, unknown> = {}) => ({
  title_en: "Executive Order on Test Obligations",
  title_da: "Bekendtgørelse om testforpligtelser",
  reference_number: `BEK nr ${Math.floor(Math.random() * 1e6)} af 01/01/2026`,
  territory: "DK",
  ...overrides,
});

describe("topics and the catalogue", () => {
  it("lists topics, filtered in either language", async () => {
    const all = await as.reader.get("/topics");
    expect(all.data.total_elements).toBeGreaterThanOrEqual(15);
    const chemicals = await as.reader.get("/topics?filter=kemikal");
    expect(chemicals.data.content.map((t: { code: string }) => t.code)).toEqual(["chemicals"]);
  });

  it("holds the seeded acts, searchable and filterable by topic and territory", async () => {
    const all = await as.reader.get("/legislations?size=100");
    expect(all.data.total_elements).toBeGreaterThanOrEqual(25);
    const reach = await as.reader.get("/legislations?search=1907/2006");
    expect(reach.data.content[0]).toMatchObject({ short_name: "REACH", territory: "EU" });
    expect(reach.data.content[0].title_da).toMatch(/forordning/i);
    const danish = await as.reader.get("/legislations?territory=DK&size=100");
    expect(danish.data.content.length).toBeGreaterThanOrEqual(8);
    expect(danish.data.content.every((l: { territory: string }) => l.territory === "DK")).toBe(true);
    const topicId = (await as.reader.get("/topics?filter=Waste")).data.content[0].id;
    const waste = await as.reader.get(`/legislations?topic_id=${topicId}&size=100`);
    expect(waste.data.content.length).toBeGreaterThan(0);
    expect(waste.data.content.every((l: { topics: { id: number }[] }) => l.topics.some((t) => t.id === topicId))).toBe(
      true,
    );
  });

  it("sorts by short name or title, in the reader's language", async () => {
    const ids = async (direction: string, language: string) =>
      (
        await as.reader.get(`/legislations?sort=title,${direction}&size=200`, {
          headers: { "accept-language": language },
        })
      ).data.content.map((l: { id: number }) => l.id);
    const danish = await ids("asc", "da");
    expect(await ids("desc", "da")).toEqual([...danish].reverse());
    // Acts without a short name sort by their title, which differs between the languages.
    expect(await ids("asc", "en")).not.toEqual(danish);
  });
});

describe("maintaining the catalogue", () => {
  it("is for system maintainers only", async () => {
    expect((await as.editor.post("/legislations", { json: newAct() })).status).toBe(403);
    expect(
      (await as.reader.post("/legislations/files", { body: multipart({}, { name: "act.pdf", bytes: pdfBytes() }) }))
        .status,
    ).toBe(403);
  });

  it("creates and updates an act with topics and its text as a file, guarding against stale edits", async () => {
    const topicIds = (await as.maintainer.get("/topics")).data.content.slice(0, 2).map((t: { id: number }) => t.id);
    const file = await as.maintainer.post("/legislations/files", {
      body: multipart({}, { name: "Act text.pdf", bytes: pdfBytes("act") }),
    });
    expect(file.status).toBe(201);
    const created = await as.maintainer.post("/legislations", {
      json: newAct({ topic_ids: topicIds, effective_date: "2026-07-01" }),
    });
    expect(created.status).toBe(201);
    expect(created.data.topics).toHaveLength(2);
    const attach = `/legislations/${created.data.id}/files/${file.data.id}`;
    expect((await as.editor.post(attach)).status).toBe(403);
    expect((await as.maintainer.post(attach)).status).toBe(204);
    expect((await as.maintainer.post(attach)).status).toBe(204);
    expect((await as.maintainer.get(`/legislations/${created.data.id}`)).data.files).toMatchObject([
      { name: "Act text.pdf" },
    ]);

    const download = await fetch(`${api.url}/api/v1/legislations/${created.data.id}/files/${file.data.id}/raw`, {
      headers: { cookie: [...as.reader.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdfBytes("act"))).toBe(true);

    const body = {
      ...newAct({ reference_number: created.data.reference_number }),
      title_en: "Renamed",
      topic_ids: [],
    };
    const updated = await as.maintainer.put(`/legislations/${created.data.id}`, {
      json: { ...body, last_modified_date: created.data.last_modified_date },
    });
    expect(updated.status).toBe(200);
    expect(updated.data).toMatchObject({ title_en: "Renamed", topics: [] });
    expect(updated.data.files).toHaveLength(1);
    expect((await as.maintainer.request("DELETE", attach)).status).toBe(204);
    expect((await as.maintainer.get(`/legislations/${created.data.id}`)).data.files).toEqual([]);
    const stale = await as.maintainer.put(`/legislations/${created.data.id}`, {
      json: { ...body, last_modified_date: created.data.last_modified_date },
    });
    expect(stale.status).toBe(409);
  });

  it("refuses a repeated reference, an unknown territory or topic, and an organization's file", async () => {
    const act = newAct();
    expect((await as.maintainer.post("/legislations", { json: act })).status).toBe(201);
    const repeated = await as.maintainer.post("/legislations", {
      json: { ...act, reference_number: act.reference_number.toUpperCase() },
    });
    expect(repeated.status).toBe(409);
    expect(repeated.data.type).toBe("urn:problem:duplicate");
    const territory = await as.maintainer.post("/legislations", { json: newAct({ territory: "XX" }) });
    expect(territory.status).toBe(422);
    expect(territory.data.errors[0].path).toBe("territory");
    expect((await as.maintainer.post("/legislations", { json: newAct({ topic_ids: [999999] }) })).status).toBe(422);
    const orgFile = await as.editor.post(`/organizations/${tree.holding.id}/files`, {
      body: multipart({}, { name: "ours.pdf", bytes: pdfBytes() }),
    });
    const created = await as.maintainer.post("/legislations", { json: newAct() });
    const withOrgFile = await as.maintainer.post(`/legislations/${created.data.id}/files/${orgFile.data.id}`);
    expect(withOrgFile.status).toBe(404);
    expect((await as.maintainer.get(`/legislations/${created.data.id}`)).data.files).toEqual([]);
  });
});

describe("the legal register", () => {
  const register = () => `/organizations/${tree.subsidiary.id}/legislations`;
  let clpId: number;

  beforeAll(async () => {
    clpId = (await as.reader.get("/legislations?search=1272/2008")).data.content[0].id;
  });

  it("adds a catalogue act with an empty body; a repeat answers the same entry", async () => {
    expect((await as.reader.post(`${register()}/${clpId}`)).status).toBe(403);
    const added = await as.editor.post(`${register()}/${clpId}`);
    expect(added.status).toBe(201);
    expect(added.data).toMatchObject({
      applicability_note: null,
      responsible_member: null,
      next_review_date: null,
      files: [],
    });
    expect(added.data.legislation.short_name).toBe("CLP");
    const repeated = await as.editor.post(`${register()}/${clpId}`);
    expect(repeated.status).toBe(200);
    expect(repeated.data.id).toBe(added.data.id);
    expect((await as.editor.post(`${register()}/999999`)).status).toBe(404);
  });

  it("records the note, the responsible member, the next review and evidence", async () => {
    const current = (await as.reader.get(`${register()}/${clpId}`)).data;
    const members = (await as.reader.get(`/organizations/${tree.subsidiary.id}/members`)).data.content;
    const editorMember = members.find((m: { scope: string }) => m.scope === "EDIT");
    expect(editorMember.organization_id).toBe(tree.holding.id);
    const evidence = await as.editor.post(`/organizations/${tree.subsidiary.id}/files`, {
      body: multipart({}, { name: "Safety data sheet register.pdf", bytes: pdfBytes() }),
    });
    const updated = await as.editor.put(`${register()}/${clpId}`, {
      json: {
        applicability_note: "We store and label hazardous mixtures in the chemical store.",
        responsible_member_id: editorMember.id,
        next_review_date: "2027-03-31",
        last_modified_date: current.last_modified_date,
      },
    });
    expect(updated.status).toBe(200);
    expect((await as.reader.post(`${register()}/${clpId}/files/${evidence.data.id}`)).status).toBe(403);
    expect((await as.editor.post(`${register()}/${clpId}/files/${evidence.data.id}`)).status).toBe(204);
    expect(updated.data).toMatchObject({
      applicability_note: "We store and label hazardous mixtures in the chemical store.",
      responsible_member: { id: editorMember.id, name: editorMember.name },
      next_review_date: "2027-03-31",
    });
    const withEvidence = (await as.reader.get(`${register()}/${clpId}`)).data;
    expect(withEvidence.files.map((f: { name: string }) => f.name)).toEqual(["Safety data sheet register.pdf"]);
    expect(withEvidence.last_modified_date).toBe(updated.data.last_modified_date);
    const stale = await as.editor.put(`${register()}/${clpId}`, {
      json: { last_modified_date: current.last_modified_date },
    });
    expect(stale.status).toBe(409);
  });

  it("refuses a responsible member from outside the organization and readers' edits", async () => {
    const current = (await as.reader.get(`${register()}/${clpId}`)).data;
    const outsiderMember = (
      await as.outsider.get(`/organizations/${(await as.outsider.get("/organizations")).data.content[0].id}/members`)
    ).data.content[0];
    const foreign = await as.editor.put(`${register()}/${clpId}`, {
      json: { responsible_member_id: outsiderMember.id, last_modified_date: current.last_modified_date },
    });
    expect(foreign.status).toBe(422);
    expect(
      (await as.reader.put(`${register()}/${clpId}`, { json: { last_modified_date: current.last_modified_date } }))
        .status,
    ).toBe(403);
    expect((await as.reader.get(`${register()}/${clpId}`)).data.applicability_note).toBe(current.applicability_note);
  });

  it("lists the register with filters; other organizations see nothing of it", async () => {
    const list = await as.reader.get(`${register()}?search=CLP`);
    expect(list.data.content).toHaveLength(1);
    expect(list.data.content[0].legislation.short_name).toBe("CLP");
    // The row carries its act's topics and the responsible member chosen earlier, from the one query.
    const detail = (await as.reader.get(`${register()}/${clpId}`)).data;
    expect(list.data.content[0].legislation.topics).toEqual(detail.legislation.topics);
    expect(list.data.content[0].responsible_member).toEqual(detail.responsible_member);
    expect(detail.responsible_member).not.toBeNull();
    expect((await as.reader.get(`${register()}?territory=DK`)).data.total_elements).toBe(0);
    const territories = await as.reader.get(`/organizations/${tree.subsidiary.id}/legislation-territories`);
    expect(territories.data).toEqual({ total_elements: 1, content: ["EU"] });
    expect((await as.outsider.get(`/organizations/${tree.subsidiary.id}/legislation-territories`)).status).toBe(404);
    expect((await as.reader.get(`/organizations/${tree.holding.id}/legislations`)).data.total_elements).toBe(0);
    expect((await as.outsider.get(`${register()}/${clpId}`)).status).toBe(404);
  });

  it("sets the next review of many entries at once, all or none", async () => {
    const acts = (await as.reader.get("/legislations?size=3&sort=title,asc")).data.content.map(
      (act: { id: number }) => act.id,
    ) as number[];
    for (const id of acts) await as.editor.post(`${register()}/${id}`);
    const reviews = `/organizations/${tree.subsidiary.id}/legislation-review-dates`;
    const body = { legislation_ids: acts, next_review_date: "2027-06-30" };
    expect((await as.reader.post(reviews, { json: body })).status).toBe(403);
    expect((await as.editor.post(reviews, { json: { ...body, next_review_date: "2099-01-01" } })).status).toBe(422);
    // One act not in the register refuses the whole.
    const notThere = await as.editor.post(reviews, { json: { ...body, legislation_ids: [...acts, 2147483000] } });
    expect([notThere.status, notThere.data.errors?.[0]?.path]).toEqual([422, "legislation_ids"]);
    for (const id of acts) {
      expect((await as.reader.get(`${register()}/${id}`)).data.next_review_date).not.toBe("2027-06-30");
    }
    expect((await as.editor.post(reviews, { json: body })).status).toBe(204);
    for (const id of acts)
      expect((await as.reader.get(`${register()}/${id}`)).data.next_review_date).toBe("2027-06-30");
    expect((await as.outsider.post(reviews, { json: body })).status).toBe(404);
  });

  it("takes an act out of the register", async () => {
    expect((await as.reader.request("DELETE", `${register()}/${clpId}`)).status).toBe(403);
    expect((await as.editor.request("DELETE", `${register()}/${clpId}`)).status).toBe(204);
    expect((await as.reader.get(`${register()}/${clpId}`)).status).toBe(404);
  });
});
