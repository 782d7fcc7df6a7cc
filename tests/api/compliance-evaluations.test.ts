import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../support/api-server";
import type { ApiClient } from "../support/http-client";
import { createWorld, signInAs, type World } from "../support/sign-in";
import { memberWithWork } from "../support/work-member";

let api: TestApi;
let world: World;
const as = {} as Record<"reader" | "editor" | "maintainer", ApiClient>;
let evaluatorId: number;
let acts: number[];

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
  for (const role of ["reader", "editor", "maintainer"] as const)
    as[role] = await signInAs(api.url, api.db, world, role);
  acts = [];
  for (const [reference, title] of [
    ["MST-2019-1", "Miljøgodkendelse, vilkår 7: spildevand"],
    ["BEK 1234", "Bekendtgørelse om affald"],
  ] as const) {
    const act = await as.maintainer.post("/legislations", {
      json: { title_en: title, title_da: title, reference_number: reference, territory: "DK" },
    });
    expect(act.status).toBe(201);
    acts.push(act.data.id);
    expect((await as.editor.post(`/organizations/${world.tree.holding.id}/legislations/${act.data.id}`)).status).toBe(
      201,
    );
  }
  const members = await as.editor.get(`/organizations/${world.tree.holding.id}/members`);
  evaluatorId = members.data.content[0].id;
});
afterAll(() => api.close());

const of = (legislationId: number) =>
  `/organizations/${world.tree.holding.id}/legislations/${legislationId}/evaluations`;
const evaluation = (values: object = {}) => ({
  evaluated_on: "2026-03-02",
  result: "NOT_COMPLIANT",
  evidence: "Spildevandsprøven 2026-02 viste 4,2 mg/l nikkel; vilkåret er 2 mg/l.",
  evaluator_id: evaluatorId,
  ...values,
});

describe("compliance evaluation", () => {
  it("records an evaluation once, sets the next one period on, and asks a shortfall for an action", async () => {
    const [permit] = acts as [number];
    expect((await as.reader.get(of(permit))).data).toEqual([]);
    const recorded = await as.editor.post(of(permit), { json: evaluation() });
    expect(recorded.status).toBe(201);
    expect(recorded.data).toMatchObject({ result: "NOT_COMPLIANT", asks_for_action: true, actions: [] });
    // A double submit answers the same evaluation.
    const again = await as.editor.post(of(permit), { json: evaluation() });
    expect([again.status, again.data.id]).toEqual([200, recorded.data.id]);
    const obligation = `/organizations/${world.tree.holding.id}/legislations/${permit}`;
    expect((await as.reader.get(obligation)).data).toMatchObject({
      evaluation_period: "P1Y",
      next_evaluation_date: "2027-03-02",
    });

    // An action answers it: planned from the evaluation, listed with it, and its origin is the obligation.
    const planned = await as.editor.post(`/organizations/${world.tree.holding.id}/actions`, {
      json: { title: "Ny nikkelfilter på spildevandet", kind: "CORRECTIVE", evaluation_id: recorded.data.id },
    });
    expect(planned.status).toBe(201);
    expect(planned.data).toMatchObject({ source: "EVALUATION", origin: { id: permit } });
    // The obligation's history holds the evaluation.
    const entryId = (await as.reader.get(obligation)).data.id;
    const history = await as.editor.get(
      `/organizations/${world.tree.holding.id}/history?entity=legislation_association&id=${entryId}`,
    );
    expect(history.data.content.map((entry: { entity: string }) => entry.entity)).toContain("compliance_evaluation");
    const listed = await as.reader.get(of(permit));
    expect(listed.data[0].actions.map((action: { id: number }) => action.id)).toEqual([planned.data.id]);

    // A newer evaluation moves the next date; removing it moves it back.
    const newer = await as.editor.post(of(permit), {
      json: evaluation({ evaluated_on: "2026-09-01", result: "COMPLIANT", evidence: "Prøven 2026-08: 1,1 mg/l." }),
    });
    expect(newer.data.asks_for_action).toBe(false);
    expect((await as.reader.get(obligation)).data.next_evaluation_date).toBe("2027-09-01");
    expect((await as.reader.get(of(permit))).data.map((row: { id: number }) => row.id)).toEqual([
      newer.data.id,
      recorded.data.id,
    ]);
    expect((await as.editor.delete(`${of(permit)}/${newer.data.id}`)).status).toBe(204);
    expect((await as.editor.delete(`${of(permit)}/${newer.data.id}`)).status).toBe(404);
    expect((await as.reader.get(obligation)).data.next_evaluation_date).toBe("2027-03-02");

    // Another interval moves the next evaluation with it.
    const current = (await as.reader.get(obligation)).data;
    const changed = await as.editor.put(obligation, {
      json: { evaluation_period: "P6M", last_modified_date: current.last_modified_date },
    });
    expect(changed.status).toBe(200);
    expect(changed.data).toMatchObject({ evaluation_period: "P6M", next_evaluation_date: "2026-09-02" });
  });

  it("puts an evaluation that is due in the work of the member responsible for the obligation", async () => {
    const [permit] = acts as [number];
    const { me, mine } = await memberWithWork(api, world);
    const obligation = `/organizations/${world.tree.holding.id}/legislations/${permit}`;
    const current = (await as.reader.get(obligation)).data;
    await as.editor.put(obligation, {
      json: {
        responsible_member_id: mine.holding,
        evaluation_period: current.evaluation_period,
        last_modified_date: current.last_modified_date,
      },
    });
    const work = await me.get("/my-work?kind=COMPLIANCE_EVALUATION");
    expect(work.data.content).toMatchObject([
      { kind: "COMPLIANCE_EVALUATION", record_id: permit, due_date: current.next_evaluation_date },
    ]);
  });

  it("lists each obligation's standing, and counts them per organization", async () => {
    const overview = await as.reader.get(
      `/organizations/${world.tree.holding.id}/compliance-evaluations?sort=title,asc`,
    );
    expect(overview.status).toBe(200);
    const byAct = Object.fromEntries(
      overview.data.content.map((row: { id: number; standing: string; latest: unknown }) => [row.id, row]),
    );
    expect(byAct[acts[1]!]).toMatchObject({ standing: "NEVER", latest: null });
    expect(byAct[acts[0]!]).toMatchObject({ latest: { result: "NOT_COMPLIANT", actions: 1 } });
    const never = await as.reader.get(`/organizations/${world.tree.holding.id}/compliance-evaluations?standing=NEVER`);
    expect(never.data.content.map((row: { id: number }) => row.id)).toEqual([acts[1]]);
    const failing = await as.reader.get(
      `/organizations/${world.tree.holding.id}/compliance-evaluations?result=NOT_COMPLIANT`,
    );
    expect(failing.data.total_elements).toBe(1);
    const found = await as.reader.get(`/organizations/${world.tree.holding.id}/compliance-evaluations?q=affald`);
    expect(found.data.content.map((row: { id: number }) => row.id)).toEqual([acts[1]]);

    const standings = await as.reader.get(`/organizations/${world.tree.holding.id}/compliance-standings`);
    expect(standings.data[0]).toMatchObject({
      organization: { id: world.tree.holding.id },
      obligations: 2,
      never: 1,
      not_compliant: 1,
      without_action: 0,
    });
  });

  it("sets the interval of chosen obligations at once, all or none", async () => {
    const interval = `/organizations/${world.tree.holding.id}/compliance-evaluations/interval`;
    const obligation = (act: number) => `/organizations/${world.tree.holding.id}/legislations/${act}`;
    const refused = await as.editor.post(interval, {
      json: { legislation_ids: [acts[1], 2_000_000_000], evaluation_period: "P2Y" },
    });
    expect([refused.status, refused.data.errors?.[0]?.path]).toEqual([422, "legislation_ids"]);
    expect((await as.reader.get(obligation(acts[1]!))).data.evaluation_period).toBe("P1Y");
    expect((await as.reader.post(interval, { json: { legislation_ids: acts, evaluation_period: "P2Y" } })).status).toBe(
      403,
    );
    const set = await as.editor.post(interval, { json: { legislation_ids: acts, evaluation_period: "P2Y" } });
    expect(set.data).toEqual({ changed: 2 });
    // The permit's newest evaluation (2026-03-02) is next due two years on; the waste order is never evaluated.
    expect((await as.reader.get(obligation(acts[0]!))).data).toMatchObject({
      evaluation_period: "P2Y",
      next_evaluation_date: "2028-03-02",
    });
    expect((await as.reader.get(obligation(acts[1]!))).data.next_evaluation_date).toBeNull();
  });

  it("refuses bad evaluations in words, changing nothing, and another tenant's or a reader's", async () => {
    const [, waste] = acts as [number, number];
    for (const [bad, path] of [
      [{ evaluated_on: "2999-01-01" }, "evaluated_on"],
      [{ result: "MAYBE" }, "result"],
      [{ evidence: "" }, "evidence"],
      [{ evaluator_id: 2_000_000_000 }, "evaluator_id"],
    ] as const) {
      const refused = await as.editor.post(of(waste), { json: evaluation(bad) });
      expect([refused.status, refused.data.errors?.[0]?.path]).toEqual([422, path]);
    }
    expect((await as.reader.get(of(waste))).data).toEqual([]);
    expect((await as.reader.post(of(waste), { json: evaluation() })).status).toBe(403);
    expect((await as.editor.get(of(2_000_000_000))).status).toBe(404);
    // An evaluation is answered where it is kept: not from a company below the holding.
    const [permit] = acts as [number];
    const [kept] = (await as.reader.get(of(permit))).data;
    const elsewhere = await as.editor.post(`/organizations/${world.tree.subsidiary.id}/actions`, {
      json: { title: "Forsøg", kind: "CORRECTIVE", evaluation_id: kept.id },
    });
    expect([elsewhere.status, elsewhere.data.errors?.[0]?.path]).toEqual([422, "evaluation_id"]);
  });
});
