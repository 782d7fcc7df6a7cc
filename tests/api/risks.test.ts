import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessToday } from "../../server/domain/recurrence";
import { startTestApi, type TestApi } from "../support/api-server";
import type { ApiClient } from "../support/http-client";
import { createMember } from "../support/factories";
import { createWorld, signInAs, type World } from "../support/sign-in";

let api: TestApi;
let world: World;
let editor: ApiClient;
let reader: ApiClient;
let limited: ApiClient;
let manager: ApiClient;

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
  editor = await signInAs(api.url, api.db, world, "editor");
  reader = await signInAs(api.url, api.db, world, "reader");
  limited = await signInAs(api.url, api.db, world, "limited");
  manager = await signInAs(api.url, api.db, world, "manager");
});
afterAll(() => api.close());

const at = (organizationId: number) => `/organizations/${organizationId}/risks`;
const risk = (values: object = {}) => ({
  activity: "Truckkørsel på lageret",
  hazard_category: "TRAFFIC",
  hazard: "Påkørsel ved bakning",
  department_id: world.tree.department.id,
  likelihood: 4,
  severity: 4,
  control_engineering: "Påkørselsværn på reolerne",
  ...values,
});
const activities = (answer: { data: { content: { activity: string }[] } }) =>
  answer.data.content.map((row) => row.activity);

describe("the risk register", () => {
  it("assesses a risk once for a repeated request, banded on the matrix, and keeps each assessment", async () => {
    const base = at(world.tree.subsidiary.id);
    const created = await editor.post(base, { json: risk() });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      level: "HIGH",
      residual_level: null,
      department: { id: world.tree.department.id },
    });
    expect(created.data.assessments).toHaveLength(1);
    const again = await editor.post(base, { json: risk() });
    expect([again.status, again.data.id]).toEqual([200, created.data.id]);
    expect((await reader.post(base, { json: risk({ activity: "Læserens risiko" }) })).status).toBe(403);

    const path = `${base}/${created.data.id}`;
    // Only the text changes: no new assessment.
    const worded = await editor.put(path, {
      json: risk({ exposed: "Truckførere og gående", last_modified_date: created.data.last_modified_date }),
    });
    expect([worded.status, worded.data.assessments.length]).toEqual([200, 1]);
    // New scores: a second assessment, the first kept.
    const rescored = await editor.put(path, {
      json: risk({
        likelihood: 5,
        severity: 4,
        residual_likelihood: 2,
        residual_severity: 3,
        last_modified_date: worded.data.last_modified_date,
      }),
    });
    expect(rescored.status).toBe(200);
    expect(rescored.data).toMatchObject({ level: "VERY_HIGH", residual_level: "MEDIUM" });
    expect(
      rescored.data.assessments.map((a: { likelihood: number; residual_likelihood: number | null }) => [
        a.likelihood,
        a.residual_likelihood,
      ]),
    ).toEqual([
      [5, 2],
      [4, null],
    ]);
    // An old tab's save is a conflict and changes nothing.
    const stale = await editor.put(path, { json: risk({ last_modified_date: created.data.last_modified_date }) });
    expect(stale.status).toBe(409);
    expect((await reader.get(path)).data.likelihood).toBe(5);
    expect((await editor.get(`${at(world.otherTenant.id)}/${created.data.id}`)).status).toBe(404);
  });

  it("refuses scores off the matrix, half a residual score, and a department elsewhere, and changes nothing", async () => {
    const base = at(world.tree.subsidiary.id);
    const refused = async (values: object, field: string) => {
      const answer = await editor.post(base, { json: risk({ activity: "Afvist", ...values }) });
      expect([answer.status, JSON.stringify(answer.data)]).toEqual([422, expect.stringContaining(field)]);
    };
    await refused({ likelihood: 0 }, "likelihood");
    await refused({ severity: 6 }, "severity");
    await refused({ likelihood: 2.5 }, "likelihood");
    await refused({ residual_likelihood: 2 }, "residual_incomplete");
    await refused({ hazard_category: "NOISE" }, "hazard_category");
    await refused({ department_id: world.otherTenant.id }, "department_id");
    await refused({ activity: "x".repeat(201) }, "activity");
    expect(activities(await editor.get(`${base}?q=Afvist`))).toEqual([]);
  });

  it("lists the highest risks first, rolled up over the holding, with its filters", async () => {
    const made = async (organizationId: number, values: object) =>
      expect((await editor.post(at(organizationId), { json: risk(values) })).status).toBe(201);
    await made(world.tree.subsidiary.id, {
      activity: "Liste: støj",
      hazard_category: "PHYSICAL",
      likelihood: 2,
      severity: 2,
    });
    await made(world.tree.subsidiary.id, {
      activity: "Liste: løft",
      hazard_category: "ERGONOMIC",
      likelihood: 3,
      severity: 3,
      next_review_date: "2020-01-01",
      department_id: null,
    });
    await made(world.tree.holding.id, {
      activity: "Liste: skærmarbejde",
      hazard_category: "ERGONOMIC",
      department_id: null,
    });

    const list = (query: string) => reader.get(`${at(world.tree.holding.id)}?q=Liste&${query}`);
    expect(activities(await list(""))).toEqual(["Liste: skærmarbejde", "Liste: løft", "Liste: støj"]);
    expect(activities(await list("hazard_category=ERGONOMIC&sort=activity,asc"))).toEqual([
      "Liste: løft",
      "Liste: skærmarbejde",
    ]);
    expect(activities(await list("level=LOW"))).toEqual(["Liste: støj"]);
    expect(activities(await list("review_due=true"))).toEqual(["Liste: løft"]);
    expect(activities(await list(`department_id=${world.tree.department.id}`))).toEqual(["Liste: støj"]);
    expect((await list("sort=likelihood,asc")).status).toBe(422);
    // The subsidiary does not see its holding's.
    expect(activities(await reader.get(`${at(world.tree.subsidiary.id)}?q=Liste`))).not.toContain(
      "Liste: skærmarbejde",
    );
  });

  it("counts the risks in each cell of the matrix, before and after the controls, with the register's filters", async () => {
    const organization = world.tree.limitedDepartment.id;
    const base = at(organization);
    for (const values of [
      { activity: "Kort: A", likelihood: 4, severity: 4, residual_likelihood: 2, residual_severity: 2 },
      { activity: "Kort: B", likelihood: 4, severity: 4 },
      { activity: "Kort: C", likelihood: 1, severity: 2, hazard_category: "ERGONOMIC" },
    ]) {
      expect((await limited.post(base, { json: risk({ ...values, department_id: null }) })).status).toBe(201);
    }
    const map = (await limited.get(`${base}/heat-map`)).data;
    expect(map.cells).toEqual(
      expect.arrayContaining([
        { likelihood: 4, severity: 4, level: "HIGH", count: 2 },
        { likelihood: 1, severity: 2, level: "LOW", count: 1 },
      ]),
    );
    expect(map.cells).toHaveLength(2);
    expect(map.residual_cells).toEqual([{ likelihood: 2, severity: 2, count: 1 }]);
    const ergonomic = (await limited.get(`${base}/heat-map?hazard_category=ERGONOMIC`)).data;
    expect(ergonomic.cells).toEqual([{ likelihood: 1, severity: 2, level: "LOW", count: 1 }]);
    // A cell of the map opens the register filtered to it.
    expect(activities(await limited.get(`${base}?likelihood=4&severity=4&sort=activity,asc`))).toEqual([
      "Kort: A",
      "Kort: B",
    ]);
    expect((await limited.get(`${base}?likelihood=9`)).status).toBe(422);
    expect((await editor.get(`${at(world.otherTenant.id)}/heat-map`)).status).toBe(404);
  });

  it("is open to a limited company: the workplace assessment is every employer's", async () => {
    const base = at(world.tree.limited.id);
    const created = await limited.post(base, { json: risk({ activity: "Bakning ved rampen", department_id: null }) });
    expect(created.status).toBe(201);
  });

  it("plans the actions a risk needs in the action plan, kept where the risk is, and lists them on the risk", async () => {
    const created = await editor.post(at(world.tree.subsidiary.id), {
      json: risk({ activity: "Gaffeltruck ved porten" }),
    });
    const actions = `/organizations/${world.tree.holding.id}/actions`;
    const planned = await editor.post(actions, {
      json: { title: "Spejl ved porten", kind: "PREVENTIVE", risk_id: created.data.id },
    });
    expect(planned.status).toBe(201);
    expect(planned.data).toMatchObject({
      source: "RISK",
      origin: { id: created.data.id, name: "Gaffeltruck ved porten" },
      organization: { id: world.tree.subsidiary.id },
    });
    const again = await editor.post(actions, {
      json: { title: "Spejl ved porten", kind: "PREVENTIVE", risk_id: created.data.id },
    });
    expect([again.status, again.data.id]).toEqual([200, planned.data.id]);
    const read = await reader.get(`${at(world.tree.subsidiary.id)}/${created.data.id}`);
    expect(read.data.actions.map((action: { title: string }) => action.title)).toEqual(["Spejl ved porten"]);
    const bySource = await editor.get(`${actions}?source=RISK`);
    expect(bySource.data.content.map((action: { id: number }) => action.id)).toContain(planned.data.id);

    // A risk outside the organization's reach, or two sources at once, plans nothing.
    const elsewhere = await limited.post(`/organizations/${world.tree.limited.id}/actions`, {
      json: { title: "Ikke vores", risk_id: created.data.id },
    });
    expect([elsewhere.status, elsewhere.data.errors?.[0]?.path]).toEqual([422, "risk_id"]);
    const twoSources = await editor.post(actions, {
      json: { title: "To kilder", event_id: 1, risk_id: created.data.id },
    });
    expect([twoSources.status, twoSources.data.errors?.[0]?.code]).toEqual([422, "one_source"]);
    expect((await reader.get(`${at(world.tree.subsidiary.id)}/${created.data.id}`)).data.actions).toHaveLength(1);
  });

  it("records who took part, the safety organization marked, once each, and only members it sees", async () => {
    const created = await editor.post(at(world.tree.subsidiary.id), { json: risk({ activity: "Rengøring af tanke" }) });
    const path = `${at(world.tree.subsidiary.id)}/${created.data.id}/participants`;
    const representative = await createMember(api.db, world.tree.subsidiary.id);
    const operator = await createMember(api.db, world.tree.holding.id);
    const stranger = await createMember(api.db, world.otherTenant.id);
    const left = await createMember(api.db, world.tree.subsidiary.id, { ended: true });

    const added = await editor.post(path, { json: { membership_id: operator.id } });
    expect(added.status).toBe(200);
    await editor.post(path, { json: { membership_id: representative.id, safety_organization: true } });
    const again = await editor.post(path, { json: { membership_id: representative.id, safety_organization: true } });
    expect(again.data.participants).toEqual([
      { member: { id: representative.id, name: representative.name }, safety_organization: true },
      { member: { id: operator.id, name: operator.name }, safety_organization: false },
    ]);
    for (const member of [stranger, left]) {
      const refused = await editor.post(path, { json: { membership_id: member.id } });
      expect([refused.status, refused.data.errors?.[0]?.path]).toEqual([422, "membership_id"]);
    }
    expect((await reader.post(path, { json: { membership_id: operator.id } })).status).toBe(403);
    expect(
      (
        await editor.post(`${at(world.otherTenant.id)}/${created.data.id}/participants`, {
          json: { membership_id: operator.id },
        })
      ).status,
    ).toBe(404);

    const removed = await editor.delete(`${path}/${operator.id}`);
    expect(removed.data.participants.map((p: { member: { id: number } }) => p.member.id)).toEqual([representative.id]);
    expect((await editor.delete(`${path}/${operator.id}`)).status).toBe(200);
    expect((await reader.delete(`${path}/${representative.id}`)).status).toBe(403);
  });

  it("copies chosen risks into departments in one step, each department keeping a risk it has, all or nothing", async () => {
    const base = at(world.tree.holding.id);
    const common = [
      await editor.post(base, { json: risk({ activity: "Fælles: trapper", department_id: null }) }),
      await editor.post(base, { json: risk({ activity: "Fælles: skærmarbejde", department_id: null }) }),
    ].map((answer) => answer.data.id);
    const into = [world.tree.department.id, world.tree.holdingDepartment.id];
    const copies = `${base}/copies`;
    const first = await editor.post(copies, { json: { risk_ids: common, department_ids: into } });
    expect([first.status, first.data]).toEqual([200, { copied: 4, kept: 0 }]);
    expect((await editor.post(copies, { json: { risk_ids: common, department_ids: into } })).data).toEqual({
      copied: 0,
      kept: 4,
    });
    const inDepartment = await reader.get(`${base}?department_id=${world.tree.holdingDepartment.id}&q=F%C3%A6lles`);
    expect(inDepartment.data.content).toHaveLength(2);
    expect(inDepartment.data.content[0]).toMatchObject({
      level: "HIGH",
      department: { id: world.tree.holdingDepartment.id },
    });

    // Another tenant's department, a risk it cannot see, or no department at all: nothing is copied.
    for (const json of [
      { risk_ids: common, department_ids: [world.otherTenant.id] },
      { risk_ids: [...common, 999_999], department_ids: [world.tree.department.id] },
      { risk_ids: common, department_ids: [] },
    ]) {
      expect((await editor.post(copies, { json })).status).toBe(422);
    }
    expect((await reader.post(copies, { json: { risk_ids: common, department_ids: into } })).status).toBe(403);
    expect((await reader.get(`${base}?q=F%C3%A6lles`)).data.total_elements).toBe(6);
  });

  it("sets the next review one period after each assessment, and records a review that keeps the scores", async () => {
    const base = at(world.tree.subsidiary.id);
    // The business day (Copenhagen's), as the server counts it: near midnight UTC it is already tomorrow.
    const today = businessToday();
    const inYears = (years: number) => `${Number(today.slice(0, 4)) + years}${today.slice(4)}`;
    const created = await editor.post(base, { json: risk({ activity: "Gennemgås årligt", review_period: "P1Y" }) });
    expect(created.data).toMatchObject({ review_period: "P1Y", next_review_date: inYears(1) });
    // The same request again is the same risk, though the review day was worked out.
    expect(
      (await editor.post(base, { json: risk({ activity: "Gennemgås årligt", review_period: "P1Y" }) })).data.id,
    ).toBe(created.data.id);
    const path = `${base}/${created.data.id}`;
    const reviewed = await editor.post(`${path}/reviews`, {
      json: { last_modified_date: created.data.last_modified_date },
    });
    expect(reviewed.status).toBe(200);
    expect(reviewed.data.assessments).toHaveLength(2);
    expect(reviewed.data.assessments[0]).toMatchObject({ likelihood: 4, severity: 4 });
    // A stale tab's review is a conflict; a reader's is refused.
    expect(
      (await editor.post(`${path}/reviews`, { json: { last_modified_date: created.data.last_modified_date } })).status,
    ).toBe(409);
    expect(
      (await reader.post(`${path}/reviews`, { json: { last_modified_date: reviewed.data.last_modified_date } })).status,
    ).toBe(403);
    expect(
      (await editor.post(base, { json: risk({ activity: "Ugyldig periode", review_period: "P9Y" }) })).status,
    ).toBe(422);
  });

  it("scores every company of a holding on the matrix the holding sets, refusing one that would drop a step in use", async () => {
    const matrixAt = (organizationId: number) => `/organizations/${organizationId}/risk-matrix`;
    const holding = matrixAt(world.tree.holding.id);
    const shown = await reader.get(matrixAt(world.tree.subsidiary.id));
    expect(shown.data).toMatchObject({
      likelihoods: 5,
      severities: 5,
      bounds: { low: 4, medium: 9, high: 16 },
      likelihood_words: null,
      holding: { id: world.tree.holding.id },
      last_modified_date: null,
    });
    const words = (steps: number) => ({
      en: Array.from({ length: steps }, (_, index) => `Step ${index + 1}`),
      da: Array.from({ length: steps }, (_, index) => `Trin ${index + 1}`),
    });
    const fourByFour = { likelihoods: 4, severities: 4, bounds: { low: 3, medium: 6, high: 9 } };
    // The subsidiary scores 5s already: a 4 × 4 matrix would drop them.
    await editor.post(at(world.tree.subsidiary.id), { json: risk({ activity: "Høj sandsynlighed", likelihood: 5 }) });
    const inUse = await manager.put(holding, { json: fourByFour });
    expect([inUse.status, inUse.data.errors?.map((e: { code: string }) => e.code)]).toEqual([
      422,
      ["matrix_steps_in_use"],
    ]);
    for (const json of [
      { ...fourByFour, likelihoods: 6, severities: 6, bounds: { low: 30, medium: 32, high: 36 } },
      { likelihoods: 6, severities: 6, bounds: { low: 4, medium: 9, high: 16 }, likelihood_words: words(5) },
      { likelihoods: 6, severities: 6, bounds: { low: 4, medium: 3, high: 16 } },
    ])
      expect((await manager.put(holding, { json })).status).toBe(422);
    expect((await editor.put(holding, { json: fourByFour })).status).toBe(403);
    expect((await manager.put(matrixAt(world.tree.subsidiary.id), { json: fourByFour })).data.errors?.[0]?.code).toBe(
      "matrix_at_holding",
    );

    const six = { likelihoods: 6, severities: 6, bounds: { low: 6, medium: 12, high: 24 }, likelihood_words: words(6) };
    const set = await manager.put(holding, { json: six });
    expect(set.status).toBe(200);
    expect(set.data).toMatchObject({ likelihoods: 6, likelihood_words: words(6), severity_words: null });
    // A stale tab's change is a conflict; the same change with the version read applies.
    expect((await manager.put(holding, { json: six })).status).toBe(409);
    const again = await manager.put(holding, { json: { ...six, last_modified_date: set.data.last_modified_date } });
    expect(again.status).toBe(200);

    // The company's risks are banded on it, and take its sixth step.
    const scored = await editor.post(at(world.tree.subsidiary.id), {
      json: risk({ activity: "Sjette trin", likelihood: 6, severity: 4 }),
    });
    expect([scored.status, scored.data.level]).toEqual([201, "HIGH"]);
    expect(scored.data.assessments[0]).toMatchObject({ level: "HIGH", residual_level: null });
    const map = await reader.get(`${at(world.tree.subsidiary.id)}/heat-map`);
    expect(map.data.matrix).toEqual({ likelihoods: 6, severities: 6, bounds: { low: 6, medium: 12, high: 24 } });
    // Another tenant's holding keeps the default: a sixth step is not its.
    const elsewhere = await reader.get(matrixAt(world.otherTenant.id));
    expect(elsewhere.status).toBe(404);
  });
});
