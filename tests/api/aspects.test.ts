import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  chemicalAssociations,
  chemicals,
  legislationAssociations,
  legislations,
  meterMonths,
  meters,
} from "../../server/db/schema";
import { suggestionWindow } from "../../server/services/aspects";
import { addPeriod, businessToday } from "../../server/domain/recurrence";
import type { DateOnly } from "../../server/domain/wire-casing";
import { startTestApi, type TestApi } from "../support/api-server";
import type { ApiClient } from "../support/http-client";
import { createWorld, signInAs, type World } from "../support/sign-in";

let api: TestApi;
let world: World;
let editor: ApiClient;
let reader: ApiClient;
let manager: ApiClient;
let limited: ApiClient;

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
  editor = await signInAs(api.url, api.db, world, "editor");
  reader = await signInAs(api.url, api.db, world, "reader");
  manager = await signInAs(api.url, api.db, world, "manager");
  limited = await signInAs(api.url, api.db, world, "limited");
});
afterAll(() => api.close());

const at = (organizationId: number) => `/organizations/${organizationId}/aspects`;
const aspect = (values: object = {}) => ({
  activity: "Affedtning af emner",
  aspect: "Udledning af opløsningsmiddeldampe",
  impact: "Luftforurening og dannelse af ozon ved jorden",
  condition: "NORMAL",
  life_cycle_stage: "PRODUCTION",
  department_id: world.tree.department.id,
  severity: 3,
  probability: 4,
  legal_requirement: 3,
  stakeholder_concern: 2,
  ...values,
});
const activities = (answer: { data: { content: { activity: string }[] } }) =>
  answer.data.content.map((row) => row.activity);

async function obligation(organizationId: number, title: string) {
  const [act] = await api.db
    .insert(legislations)
    .values({ titleEn: title, titleDa: `${title} (da)`, referenceNumber: `REF ${title}`, territory: "DK" })
    .returning();
  const [entry] = await api.db
    .insert(legislationAssociations)
    .values({ organizationId, legislationId: act!.id })
    .returning();
  return entry!.id;
}

describe("the aspect register", () => {
  it("assesses an aspect once for a repeated request, works out its next review, and links obligations", async () => {
    const base = at(world.tree.subsidiary.id);
    const approval = await obligation(world.tree.subsidiary.id, "Environmental approval");
    const created = await editor.post(base, {
      json: aspect({ obligation_ids: [approval], last_review_date: "2025-03-31", review_months: 11 }),
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      score: 12,
      significant: true,
      significance_reason: "SCORE",
      next_review_date: "2026-02-28",
      obligation_count: 1,
      obligations: [{ id: approval, title_en: "Environmental approval" }],
    });
    const again = await editor.post(base, {
      json: aspect({ obligation_ids: [approval], last_review_date: "2025-03-31", review_months: 11 }),
    });
    expect([again.status, again.data.id]).toEqual([200, created.data.id]);
    expect((await reader.post(base, { json: aspect({ activity: "Læserens" }) })).status).toBe(403);

    const path = `${base}/${created.data.id}`;
    // Scores that sum to less than 12 still count, by the default rule, for the obligation linked.
    const lower = await editor.put(path, {
      json: aspect({
        severity: 1,
        probability: 1,
        obligation_ids: [approval],
        last_modified_date: created.data.last_modified_date,
      }),
    });
    expect(lower.status).toBe(200);
    expect(lower.data).toMatchObject({ score: 7, significant: true, significance_reason: "OBLIGATION" });
    const unlinked = await editor.put(path, {
      json: aspect({ severity: 1, probability: 1, last_modified_date: lower.data.last_modified_date }),
    });
    expect(unlinked.data).toMatchObject({ significant: false, significance_reason: null, obligations: [] });
    const stale = await editor.put(path, { json: aspect({ last_modified_date: created.data.last_modified_date }) });
    expect(stale.status).toBe(409);
    expect((await editor.get(`${at(world.otherTenant.id)}/${created.data.id}`)).status).toBe(404);
  });

  it("refuses bad scores, dates, recurrences, departments and obligations elsewhere, and changes nothing", async () => {
    const base = at(world.tree.subsidiary.id);
    const elsewhere = await obligation(world.otherTenant.id, "Another tenant's permit");
    const refused = async (values: object, field: string) => {
      const answer = await editor.post(base, { json: aspect({ activity: "Afvist", ...values }) });
      expect([answer.status, JSON.stringify(answer.data)]).toEqual([422, expect.stringContaining(field)]);
    };
    await refused({ severity: 0 }, "severity");
    await refused({ stakeholder_concern: 6 }, "stakeholder_concern");
    await refused({ condition: "SOMETIMES" }, "condition");
    await refused({ life_cycle_stage: "SPACE" }, "life_cycle_stage");
    await refused({ review_months: 0 }, "review_months");
    await refused({ review_months: 121 }, "review_months");
    await refused({ last_review_date: "2999-01-01" }, "date_after_today");
    await refused({ next_review_date: "1800-01-01" }, "date_before_1900");
    await refused({ department_id: world.otherTenant.id }, "department_id");
    await refused({ obligation_ids: [elsewhere] }, "obligation_ids");
    await refused({ impact: "" }, "impact");
    expect(activities(await editor.get(`${base}?q=Afvist`))).toEqual([]);
  });

  it("bands every aspect by the holding's rule when read, which only the holding's managers choose", async () => {
    const base = at(world.tree.limitedDepartment.id);
    const significance = `${at(world.tree.holding.id)}/significance`;
    expect((await reader.get(significance)).data).toMatchObject({ rule: "SUM", threshold: 12, chosen: false });
    // Not a LIMITED feature.
    expect((await limited.get(base)).status).toBe(403);

    const company = at(world.tree.subsidiary.id);
    for (const values of [
      { activity: "Regel: høj", severity: 5, probability: 2, legal_requirement: 2, stakeholder_concern: 2 },
      { activity: "Regel: jævn", severity: 3, probability: 3, legal_requirement: 3, stakeholder_concern: 3 },
      { activity: "Regel: lav", severity: 1, probability: 2, legal_requirement: 1, stakeholder_concern: 1 },
    ]) {
      expect((await editor.post(company, { json: aspect({ ...values, department_id: null }) })).status).toBe(201);
    }
    const significant = async () =>
      activities(await reader.get(`${at(world.tree.holding.id)}?q=Regel&significant=true&sort=activity,asc`));
    expect(await significant()).toEqual(["Regel: jævn"]);

    expect((await editor.put(significance, { json: { rule: "ANY_TOP" } })).status).toBe(403);
    // A company's manager does not set the holding's rule.
    expect((await manager.put(`${company}/significance`, { json: { rule: "ANY_TOP" } })).status).toBe(403);
    const unusable = await manager.put(significance, { json: { rule: "PRODUCT", threshold: 1000 } });
    expect([unusable.status, JSON.stringify(unusable.data)]).toEqual([422, expect.stringContaining("threshold")]);
    const chosen = await manager.put(significance, { json: { rule: "ANY_TOP" } });
    expect(chosen.status).toBe(200);
    expect(chosen.data).toMatchObject({ rule: "ANY_TOP", threshold: null, chosen: true });
    expect(await significant()).toEqual(["Regel: høj"]);
    expect((await reader.get(`${company}/significance`)).data).toMatchObject({ rule: "ANY_TOP" });
    await manager.put(significance, { json: { rule: "PRODUCT", threshold: 20 } });
    expect(await significant()).toEqual(["Regel: høj", "Regel: jævn"]);
    expect(activities(await reader.get(`${at(world.tree.holding.id)}?q=Regel&sort=score,desc`)).at(0)).toBe(
      "Regel: jævn",
    );
    await manager.put(significance, { json: { rule: "SUM", threshold: 12, obligation_makes_significant: true } });
    expect((await reader.get(`${at(world.tree.holding.id)}?sort=severity,asc`)).status).toBe(422);
  });

  it("suggests aspects from the organization's own meters and chemicals, each with its figure, marked once taken", async () => {
    const organization = world.tree.subsidiary.id;
    const from = suggestionWindow(businessToday()).from as DateOnly;
    const monthLater = addPeriod(from, "P1M") as DateOnly;
    const yearBefore = `${Number(from.slice(0, 4)) - 1}${from.slice(4)}` as DateOnly;
    const [meter] = await api.db
      .insert(meters)
      .values({
        organizationId: organization,
        departmentId: world.tree.department.id,
        name: "Hovedmåler el",
        utilityType: "ELECTRICITY",
        units: ["kWh"],
        frequency: "P1M",
        cumulative: true,
        scope: 2,
      })
      .returning();
    // Two months inside the window, and one a year before it that does not count.
    await api.db.insert(meterMonths).values([
      { meterId: meter!.id, month: from, through: from, days: 31, consumption: 1000, unit: "kWh", emissionsKg: 100 },
      {
        meterId: meter!.id,
        month: monthLater,
        through: monthLater,
        days: 28,
        consumption: 500,
        unit: "kWh",
        emissionsKg: 50,
      },
      {
        meterId: meter!.id,
        month: yearBefore,
        through: yearBefore,
        days: 31,
        consumption: 9999,
        unit: "kWh",
        emissionsKg: 999,
      },
    ]);
    const [toxic] = await api.db
      .insert(chemicals)
      .values({ name: `Biocid ${Date.now()}`, hazardCodes: ["H318", "H410"], dangerCode: "RED" })
      .returning();
    const [harmless] = await api.db
      .insert(chemicals)
      .values({ name: `Sæbe ${Date.now()}`, hazardCodes: ["H319"], dangerCode: "YELLOW" })
      .returning();
    const [kept] = await api.db
      .insert(chemicalAssociations)
      .values([
        { organizationId: organization, chemicalId: toxic!.id, amount: 200, unit: "LITRE" },
        { organizationId: organization, chemicalId: harmless!.id, amount: 5, unit: "LITRE" },
      ])
      .returning();

    const answer = await reader.get(`${at(organization)}/suggestions`);
    expect(answer.status).toBe(200);
    expect(answer.data.suggestions).toEqual([
      expect.objectContaining({
        key: `meter:${meter!.id}`,
        kind: "ENERGY",
        quantity: 1500,
        unit: "kWh",
        co2_kg: 150,
        department: { id: world.tree.department.id, name: "Production" },
        aspect_id: null,
      }),
      expect.objectContaining({
        key: `chemical:${kept!.id}`,
        kind: "CHEMICAL",
        statements: ["H410"],
        quantity: 200,
        unit: "LITRE",
        hazardous: true,
      }),
    ]);
    const taken = await editor.post(at(organization), { json: aspect({ source_key: `chemical:${kept!.id}` }) });
    expect(taken.status).toBe(201);
    // The same suggestion taken again (a second tab) answers the aspect already taken.
    const twice = await editor.post(at(organization), {
      json: aspect({ activity: "Anden fane", source_key: `chemical:${kept!.id}` }),
    });
    expect([twice.status, twice.data.id]).toEqual([200, taken.data.id]);
    const marked = (await reader.get(`${at(organization)}/suggestions`)).data.suggestions;
    expect(marked.find((s: { kind: string }) => s.kind === "CHEMICAL").aspect_id).toBe(taken.data.id);
    // The holding sees its companies' figures; another tenant none of them.
    expect((await reader.get(`${at(world.tree.holding.id)}/suggestions`)).data.suggestions).toHaveLength(2);
    expect((await editor.get(`${at(world.otherTenant.id)}/suggestions`)).status).toBe(404);
  });

  it("marks many aspects reviewed on one day, each next review from its own recurrence, all or none", async () => {
    const base = at(world.tree.subsidiary.id);
    const made = async (values: object) => (await editor.post(base, { json: aspect(values) })).data;
    const yearly = await made({ activity: "Gennemgang: årlig", review_months: 12, last_review_date: "2024-05-01" });
    const once = await made({ activity: "Gennemgang: fast dato", next_review_date: "2030-01-01" });
    const reviews = "/organizations/" + world.tree.subsidiary.id + "/aspect-reviews";
    const elsewhere = await editor.post(at(world.tree.holding.id), {
      json: aspect({ activity: "Gennemgang: koncern", department_id: null }),
    });
    // One aspect outside the organization refuses them all.
    const refused = await editor.post(reviews, {
      json: { aspect_ids: [yearly.id, elsewhere.data.id], reviewed_on: "2026-01-31" },
    });
    expect([refused.status, JSON.stringify(refused.data)]).toEqual([422, expect.stringContaining("aspect_ids")]);
    expect((await reader.post(reviews, { json: { aspect_ids: [yearly.id], reviewed_on: "2026-01-31" } })).status).toBe(
      403,
    );
    expect((await editor.post(reviews, { json: { aspect_ids: [yearly.id], reviewed_on: "2999-01-01" } })).status).toBe(
      422,
    );
    const done = await editor.post(reviews, { json: { aspect_ids: [yearly.id, once.id], reviewed_on: "2026-01-31" } });
    expect([done.status, done.data]).toEqual([200, { reviewed: 2 }]);
    expect((await reader.get(`${base}/${yearly.id}`)).data).toMatchObject({
      last_review_date: "2026-01-31",
      next_review_date: "2027-01-31",
    });
    expect((await reader.get(`${base}/${once.id}`)).data).toMatchObject({
      last_review_date: "2026-01-31",
      next_review_date: "2030-01-01",
    });
  });

  it("offers the obligations of the organization's legal register and those above it", async () => {
    const own = await obligation(world.tree.department.id, "Wastewater permit");
    const above = await obligation(world.tree.holding.id, "Group energy policy act");
    const choices = (await reader.get(`${at(world.tree.department.id)}/obligations`)).data.content.map(
      (choice: { id: number }) => choice.id,
    );
    expect(choices).toEqual(expect.arrayContaining([own, above]));
    const fromCompany = (await reader.get(`${at(world.tree.subsidiary.id)}/obligations`)).data.content.map(
      (choice: { id: number }) => choice.id,
    );
    expect(fromCompany).not.toContain(own);
  });

  it("plans the actions an aspect needs in the action plan, kept where the aspect is, and lists them on it", async () => {
    const created = await editor.post(at(world.tree.subsidiary.id), {
      json: aspect({ activity: "Vask af tankbiler" }),
    });
    const actions = `/organizations/${world.tree.holding.id}/actions`;
    const json = { title: "Olieudskiller ved vaskepladsen", kind: "IMPROVEMENT", aspect_id: created.data.id };
    const planned = await editor.post(actions, { json });
    expect(planned.status).toBe(201);
    expect(planned.data).toMatchObject({
      source: "ASPECT",
      origin: { id: created.data.id, name: "Udledning af opløsningsmiddeldampe" },
      organization: { id: world.tree.subsidiary.id },
    });
    expect((await editor.post(actions, { json })).data.id).toBe(planned.data.id);
    const read = await reader.get(`${at(world.tree.subsidiary.id)}/${created.data.id}`);
    expect(read.data.actions.map((action: { title: string }) => action.title)).toEqual([
      "Olieudskiller ved vaskepladsen",
    ]);
    // An aspect out of reach, or an aspect and a risk at once, plans nothing.
    const elsewhere = await limited.post(`/organizations/${world.tree.limited.id}/actions`, {
      json: { title: "Ikke vores", aspect_id: created.data.id },
    });
    expect([elsewhere.status, elsewhere.data.errors?.[0]?.path]).toEqual([422, "aspect_id"]);
    const both = await editor.post(actions, { json: { ...json, risk_id: 1 } });
    expect([both.status, both.data.errors?.[0]?.code]).toEqual([422, "one_source"]);
  });
});
