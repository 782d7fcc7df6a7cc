import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberships } from "../../server/db/schema";
import { addPeriod, businessToday } from "../../server/domain/recurrence";
import { startTestApi, type TestApi } from "../support/api-server";
import { createHolding, createOrganization, createUser } from "../support/factories";
import { ApiClient } from "../support/http-client";
import { multipart, pngBytes } from "../support/sample-files";

let api: TestApi;
let tree: Awaited<ReturnType<typeof createHolding>>;
const as: Record<"editor" | "reader" | "subsidiaryEditor" | "outsider" | "anonymous", ApiClient> = {} as never;
let editorMembership: number;

beforeAll(async () => {
  api = await startTestApi();
  tree = await createHolding(api.db);
  const other = await createOrganization(api.db, { name: "Another tenant" });
  for (const [role, organizationId, scope] of [
    ["editor", tree.holding.id, "EDIT"],
    ["reader", tree.holding.id, "READ"],
    ["subsidiaryEditor", tree.subsidiary.id, "EDIT"],
    ["outsider", other.id, "EDIT"],
  ] as const) {
    const user = await createUser(api.db, { memberships: [{ organizationId, scope }] });
    as[role] = new ApiClient(api.url);
    await as[role].login(user.email);
    if (role === "editor") {
      const [row] = await api.db.select().from(memberships).where(eq(memberships.userId, user.id));
      editorMembership = row!.id;
    }
  }
  as.anonymous = new ApiClient(api.url);
});
afterAll(() => api.close());

const base = () => `/organizations/${tree.holding.id}/policies`;
const texts = (title: string, content: string) => ({ en: { title, content } });

async function createPolicy(title: string) {
  const created = await as.editor.post(base(), {
    json: {
      texts: texts(title, "We prevent pollution."),
      iso_standards: ["ISO_14001"],
      owner_id: editorMembership,
      next_review_date: "2026-01-31",
    },
  });
  expect(created.status).toBe(201);
  return created.data;
}

describe("policies", () => {
  it("start as a draft, publish as 1.0, 1.1 and 2.0, each revision whole and kept", async () => {
    const draft = await createPolicy("Environmental policy");
    expect(draft).toMatchObject({ status: "DRAFT", revision: null, published: null, public: false });
    expect(draft.owner.id).toBe(editorMembership);

    const publish = (record: { id: number; last_modified_date: string }, change: string, note: string | null) =>
      as.editor.post(`${base()}/${record.id}/publication`, {
        json: { change, change_note: note, last_modified_date: record.last_modified_date },
      });
    const first = await publish(draft, "MINOR", null);
    expect(first.data).toMatchObject({ status: "PUBLISHED", revision: "1.0", draft: null });
    // Nothing to publish without a draft: a double submit changes nothing.
    expect((await publish(first.data, "MINOR", null)).status).toBe(409);

    const edit = async (record: { id: number; last_modified_date: string }, content: string) =>
      (
        await as.editor.put(`${base()}/${record.id}`, {
          json: {
            texts: texts("Environmental policy", content),
            iso_standards: ["ISO_14001", "ISO_45001"],
            owner_id: editorMembership,
            next_review_date: "2026-01-31",
            last_modified_date: record.last_modified_date,
          },
        })
      ).data;
    const revising = await edit(first.data, "We prevent pollution and save energy.");
    expect(revising).toMatchObject({ status: "REVISING", revision: "1.0" });
    expect(revising.published.texts.en.content).toBe("We prevent pollution.");
    const second = await publish(revising, "MINOR", "Energy added");
    expect(second.data.revision).toBe("1.1");
    const third = await publish(await edit(second.data, "A new policy."), "MAJOR", "Rewritten");
    expect(third.data.revision).toBe("2.0");

    const revisions = await as.reader.get(`${base()}/${draft.id}/revisions`);
    expect(revisions.data.content.map((r: { revision: string }) => r.revision)).toEqual(["2.0", "1.1", "1.0"]);
    expect(revisions.data.content[1]).toMatchObject({
      change_note: "Energy added",
      texts: { en: { content: "We prevent pollution and save energy." } },
    });
    expect(revisions.data.content[0].author.name).toMatch(/^Test User/);
  });

  it("refuse a stale save and lose nothing, and refuse an owner from elsewhere", async () => {
    const policy = await createPolicy("Safety policy");
    const save = (stamp: string, content: string, owner = editorMembership) =>
      as.editor.put(`${base()}/${policy.id}`, {
        json: { texts: texts("Safety policy", content), owner_id: owner, last_modified_date: stamp },
      });
    const saved = await save(policy.last_modified_date, "Version A");
    expect(saved.status).toBe(200);
    expect((await save(policy.last_modified_date, "Old tab")).status).toBe(409);
    expect((await as.editor.get(`${base()}/${policy.id}`)).data.draft.en.content).toBe("Version A");
    const foreign = await save(saved.data.last_modified_date, "x", 2_000_000_000);
    expect(foreign.status).toBe(422);
    expect((await as.editor.post(base(), { json: { texts: {} } })).status).toBe(422);
  });

  it("record a review that changed nothing and move the next review on; overdue ones are flagged", async () => {
    const policy = await createPolicy("Information security policy");
    expect(policy.review_overdue).toBe(true);
    const reviewed = await as.editor.post(`${base()}/${policy.id}/reviews`, {
      json: { reviewed_on: "2026-11-20", note: "No change", last_modified_date: policy.last_modified_date },
    });
    expect(reviewed.data).toMatchObject({ next_review_date: "2027-11-20", review_overdue: false });
    const list = await as.editor.get(`${base()}?q=information&sort=next_review_date,asc`);
    expect(list.data.content.map((p: { titles: { en: string } }) => p.titles.en)).toEqual([
      "Information security policy",
    ]);
  });

  it("refuse a review or a next review far out: a quick 422 under the field, the document unchanged", async () => {
    const policy = await createPolicy("Energy policy");
    const started = performance.now();
    const reviewed = await as.editor.post(`${base()}/${policy.id}/reviews`, {
      json: { reviewed_on: "9999-12-31", note: null, last_modified_date: policy.last_modified_date },
    });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(reviewed.status).toBe(422);
    expect(reviewed.data.errors).toEqual([expect.objectContaining({ path: "reviewed_on", code: "date_after_today" })]);
    const far = await as.editor.put(`${base()}/${policy.id}`, {
      json: {
        texts: texts("Energy policy", "x"),
        next_review_date: "9999-12-31",
        last_modified_date: policy.last_modified_date,
      },
    });
    expect(far.data.errors).toEqual([
      expect.objectContaining({ path: "next_review_date", code: "date_beyond_20_years" }),
    ]);
    expect((await as.editor.get(`${base()}/${policy.id}`)).data.next_review_date).toBe("2026-01-31");
  });

  it("fall due for review a review period after publishing when none was set; a set one stays", async () => {
    const created = await as.editor.post(base(), {
      json: { texts: texts("Travel policy", "By train."), review_period: "P1Y" },
    });
    expect(created.data.next_review_date).toBeNull();
    const publish = (record: { id: number; last_modified_date: string }) =>
      as.editor.post(`${base()}/${record.id}/publication`, {
        json: { change: "MAJOR", change_note: null, last_modified_date: record.last_modified_date },
      });
    const published = await publish(created.data);
    expect(published.data).toMatchObject({
      status: "PUBLISHED",
      next_review_date: addPeriod(businessToday(), "P1Y"),
      review_overdue: false,
    });
    const later = addPeriod(businessToday(), "P3Y");
    const revised = await as.editor.put(`${base()}/${created.data.id}`, {
      json: {
        texts: texts("Travel policy", "By train or bus."),
        review_period: "P1Y",
        next_review_date: later,
        last_modified_date: published.data.last_modified_date,
      },
    });
    expect((await publish(revised.data)).data).toMatchObject({ revision: "2.0", next_review_date: later });
  });

  it("show a public page of the latest published revision only, withdrawn on request", async () => {
    const policy = await createPolicy("Quality policy");
    const open = async (record: { id: number; last_modified_date: string }, value: boolean) =>
      (
        await as.editor.put(`${base()}/${record.id}/public-page`, {
          json: { public: value, last_modified_date: record.last_modified_date },
        })
      ).data;
    const opened = await open(policy, true);
    expect(opened.public_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Public, but never published: nothing to show.
    expect((await as.anonymous.get(`/policies/${opened.public_id}`)).status).toBe(404);

    const published = await as.editor.post(`${base()}/${policy.id}/publication`, {
      json: { last_modified_date: opened.last_modified_date },
    });
    const draft = await as.editor.put(`${base()}/${policy.id}`, {
      json: { texts: texts("Quality policy", "SECRET DRAFT"), last_modified_date: published.data.last_modified_date },
    });
    const page = await as.anonymous.get(`/policies/${opened.public_id}`);
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ revision: "1.0", organization: { name: tree.holding.name } });
    expect(JSON.stringify(page.data)).not.toContain("SECRET DRAFT");

    // The organization's logo shows on the public page too, from the public page's own address.
    expect((await as.anonymous.get(`/policies/${opened.public_id}/logo`)).status).toBe(404);
    const manager = new ApiClient(api.url);
    const user = await createUser(api.db, { memberships: [{ organizationId: tree.holding.id, scope: "MANAGE" }] });
    await manager.login(user.email);
    const logo = await manager.post(`/organizations/${tree.holding.id}/files`, {
      body: multipart({ standalone: "false" }, { name: "logo.png", bytes: pngBytes() }),
    });
    const holding = (await manager.get(`/organizations/${tree.holding.id}`)).data;
    await manager.put(`/organizations/${tree.holding.id}`, {
      json: { name: holding.name, logo_file_id: logo.data.id, last_modified_date: holding.last_modified_date },
    });
    expect((await as.anonymous.get(`/policies/${opened.public_id}`)).data.organization.logo_file_id).toBe(logo.data.id);
    const image = await as.anonymous.get(`/policies/${opened.public_id}/logo`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");

    await open(draft.data, false);
    expect((await as.anonymous.get(`/policies/${opened.public_id}/logo`)).status).toBe(404);
    expect((await as.anonymous.get(`/policies/${opened.public_id}`)).status).toBe(404);
    expect((await as.anonymous.get("/policies/not-an-id")).status).toBe(404);
    expect((await as.anonymous.get("/policies/AAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
  });

  it("are apart from procedures, which live the same life in two languages", async () => {
    const policy = await createPolicy("Not a procedure");
    const procedures = `/organizations/${tree.holding.id}/procedures`;
    expect((await as.editor.get(`${procedures}/${policy.id}`)).status).toBe(404);
    const created = await as.editor.post(procedures, {
      json: {
        texts: {
          en: { title: "Chemical spill response", content: "1. Stop the leak." },
          da: { title: "Kemikaliespild", content: "1. Stop lækagen." },
        },
      },
    });
    expect(created.status).toBe(201);
    const published = await as.editor.post(`${procedures}/${created.data.id}/publication`, {
      json: { last_modified_date: created.data.last_modified_date },
    });
    expect(published.data).toMatchObject({
      revision: "1.0",
      titles: { en: "Chemical spill response", da: "Kemikaliespild" },
    });
    const listed = await as.reader.get(procedures);
    expect(listed.data.content.map((p: { id: number }) => p.id)).toEqual([created.data.id]);
    expect((await as.reader.get(`${base()}/${created.data.id}`)).status).toBe(404);
  });

  it("place a procedure in a department below and show it publicly in the language asked for", async () => {
    const procedures = `/organizations/${tree.holding.id}/procedures`;
    const body = {
      texts: {
        en: { title: "Waste sorting", content: "Sort at the source." },
        da: { title: "Affaldssortering", content: "Sortér ved kilden." },
      },
      department_id: tree.department.id,
      process: "Waste handling",
    };
    const created = await as.editor.post(procedures, { json: body });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      department: { id: tree.department.id, name: tree.department.name },
      process: "Waste handling",
    });
    const outsiderOrg = (await as.outsider.get("/organizations")).data.content[0].id;
    const elsewhere = await as.editor.post(procedures, { json: { ...body, department_id: outsiderOrg } });
    expect(elsewhere.status).toBe(422);

    const { id } = created.data;
    const published = await as.editor.post(`${procedures}/${id}/publication`, {
      json: { last_modified_date: created.data.last_modified_date },
    });
    const opened = await as.editor.put(`${procedures}/${id}/public-page`, {
      json: { public: true, last_modified_date: published.data.last_modified_date },
    });
    const page = (language?: string) =>
      as.anonymous.get(`/procedures/${opened.data.public_id}${language ? `?language_alpha2=${language}` : ""}`);
    expect((await page("da")).data).toMatchObject({
      language: "da",
      languages: ["en", "da"],
      title: "Affaldssortering",
      content: "Sortér ved kilden.",
    });
    expect((await page("en")).data).toMatchObject({ language: "en", title: "Waste sorting" });
    expect((await page()).data.language).toBe("en");
    expect((await page("xx")).status).toBe(422);
    // A procedure's public id is not a policy's.
    expect((await as.anonymous.get(`/policies/${opened.data.public_id}`)).status).toBe(404);
  });

  it("are read by those below and changed only where they belong; other tenants get 404", async () => {
    const drafted = await createPolicy("Group policy");
    const policy = (
      await as.editor.post(`${base()}/${drafted.id}/publication`, {
        json: { change: "MAJOR", change_note: null, last_modified_date: drafted.last_modified_date },
      })
    ).data;
    const fromSubsidiary = `/organizations/${tree.subsidiary.id}/policies`;
    const seen = await as.subsidiaryEditor.get(`${fromSubsidiary}/${policy.id}`);
    expect(seen.status).toBe(200);
    const change = await as.subsidiaryEditor.put(`${fromSubsidiary}/${policy.id}`, {
      json: { texts: texts("Hijacked", "x"), last_modified_date: seen.data.last_modified_date },
    });
    expect(change.status).toBe(404);
    expect((await as.reader.post(base(), { json: { texts: texts("x", "y") } })).status).toBe(403);
    expect((await as.outsider.get(`${base()}/${policy.id}`)).status).toBe(404);
    const outsiderOrg = (await as.outsider.get("/organizations")).data.content[0].id;
    expect((await as.outsider.get(`/organizations/${outsiderOrg}/policies/${policy.id}`)).status).toBe(404);
  });
});

describe("who sees a draft (decision 025)", () => {
  it("the owner organization's editors only; others see what was published, and nothing never published", async () => {
    const limitedUser = await createUser(api.db, { memberships: [{ organizationId: tree.limited.id, scope: "EDIT" }] });
    const limited = new ApiClient(api.url);
    await limited.login(limitedUser.email);
    const draft = await createPolicy("Unpublished board draft");
    const published = await createPolicy("Published travel policy");
    const publication = await as.editor.post(`${base()}/${published.id}/publication`, {
      json: { change: "MAJOR", change_note: null, last_modified_date: published.last_modified_date },
    });
    expect(publication.status).toBe(200);
    const revising = await as.editor.put(`${base()}/${published.id}`, {
      json: {
        texts: texts("Secret rewrite", "Not yet agreed."),
        iso_standards: ["ISO_14001"],
        owner_id: editorMembership,
        next_review_date: "2026-01-31",
        last_modified_date: publication.data.last_modified_date,
      },
    });
    expect(revising.status).toBe(200);

    expect((await as.editor.get(`${base()}/${draft.id}`)).data.draft.en.title).toBe("Unpublished board draft");
    expect((await as.editor.get(`${base()}/${published.id}`)).data.draft.en.title).toBe("Secret rewrite");
    const lists = {
      reader: `${base()}?size=200`,
      limited: `/organizations/${tree.limited.id}/policies?size=200`,
    };
    for (const [client, list, get] of [
      [as.reader, lists.reader, base()],
      [limited, lists.limited, `/organizations/${tree.limited.id}/policies`],
    ] as const) {
      expect((await client.get(`${get}/${draft.id}`)).status).toBe(404);
      const seen = await client.get(`${get}/${published.id}`);
      expect(seen.status).toBe(200);
      expect(seen.data.draft).toBeNull();
      expect(seen.data).toMatchObject({ status: "REVISING", titles: { en: "Published travel policy" } });
      const listed = (await client.get(list)).data.content.map((d: { id: number }) => d.id);
      expect(listed).toContain(published.id);
      expect(listed).not.toContain(draft.id);
      const searched = await client.get(`${list}&q=Secret`);
      expect(searched.data.content).toEqual([]);
    }
    const editorList = (await as.editor.get(`${base()}?size=200`)).data.content.map((d: { id: number }) => d.id);
    expect(editorList).toEqual(expect.arrayContaining([draft.id, published.id]));
  });
});
