import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { machines, memberships, stakeholders } from "../../server/db/schema";
import { addPeriod, businessToday } from "../../server/domain/recurrence";
import { startTestApi, type TestApi } from "../support/api-server";
import { createHolding, createOrganization, createUser } from "../support/factories";
import { ApiClient } from "../support/http-client";
import { multipart, pngBytes } from "../support/sample-files";

let api: TestApi;
let tree: Awaited<ReturnType<typeof createHolding>>;
const as: Record<"editor" | "reader" | "subsidiaryEditor" | "limitedEditor" | "outsider", ApiClient> = {} as never;
let responsible: number;
let serviceCompany: number;
let forklift: number;
let otherMachine: number;
const today = businessToday();

beforeAll(async () => {
  api = await startTestApi();
  tree = await createHolding(api.db);
  const other = await createOrganization(api.db, { name: "Another tenant" });
  for (const [role, organizationId, scope] of [
    ["editor", tree.holding.id, "EDIT"],
    ["reader", tree.holding.id, "READ"],
    ["subsidiaryEditor", tree.subsidiary.id, "EDIT"],
    ["limitedEditor", tree.limited.id, "EDIT"],
    ["outsider", other.id, "EDIT"],
  ] as const) {
    const user = await createUser(api.db, { memberships: [{ organizationId, scope }] });
    as[role] = new ApiClient(api.url);
    await as[role].login(user.email);
    if (role === "editor") {
      const [row] = await api.db.select().from(memberships).where(eq(memberships.userId, user.id));
      responsible = row!.id;
    }
  }
  const [company] = await api.db
    .insert(stakeholders)
    .values({ name: `Kranservice Nord ${Date.now()}`, kind: "SUPPLIER" })
    .returning();
  serviceCompany = company!.id;
  const [truck, elsewhere] = await api.db
    .insert(machines)
    .values([
      { organizationId: tree.department.id, name: "Forklift Linde H25" },
      { organizationId: other.id, name: "Someone else's crane" },
    ])
    .returning();
  forklift = truck!.id;
  otherMachine = elsewhere!.id;
});
afterAll(() => api.close());

const withQuery = (path: string, query: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]))}`;

const agreements = (org = tree.holding.id) => `/organizations/${org}/agreements`;
const inspections = (org = tree.holding.id) => `/organizations/${org}/inspections`;

const agreementBody = (overrides: Record<string, unknown> = {}) => ({
  name: `Yearly inspection of lifting equipment ${Math.random().toString(36).slice(2, 7)}`,
  type: "SERVICE_AND_INSPECTION",
  responsible_member_id: responsible,
  stakeholder_id: serviceCompany,
  starts_at: "2026-01-31",
  frequency: "P1M",
  machine_ids: [forklift],
  ...overrides,
});

async function newAgreement(overrides: Record<string, unknown> = {}) {
  const created = await as.editor.post(agreements(), { json: agreementBody(overrides) });
  expect(created.status).toBe(201);
  return created.data;
}

async function pendingOf(agreementId: number) {
  const list = await as.editor.get(withQuery(inspections(), { agreement_id: agreementId, sort: "due_date,asc" }));
  expect(list.status).toBe(200);
  return list.data.content as { id: number; due_date: string; status: string; last_modified_date: string }[];
}

const complete = (inspection: { id: number; due_date: string; last_modified_date: string }, fields: object) =>
  as.editor.put(`${inspections()}/${inspection.id}`, {
    json: {
      status: "DONE",
      due_date: inspection.due_date,
      last_modified_date: inspection.last_modified_date,
      ...fields,
    },
  });

describe("agreements", () => {
  it("start with their first inspection due the day they start, and name what they cover", async () => {
    const agreement = await newAgreement();
    expect(agreement).toMatchObject({
      type: "SERVICE_AND_INSPECTION",
      responsible_member: { id: responsible },
      stakeholder: { id: serviceCompany },
      machines: [{ id: forklift, name: "Forklift Linde H25" }],
      next_inspection: { due_date: "2026-01-31" },
      organization: { id: tree.holding.id },
    });
    const [first] = await pendingOf(agreement.id);
    expect(first).toMatchObject({ due_date: "2026-01-31", status: "PENDING", standing: "OVERDUE" });

    // Until anything happens to it, the first inspection follows a new start date.
    const moved = await as.editor.put(`${agreements()}/${agreement.id}`, {
      json: {
        ...agreementBody({ name: agreement.name, starts_at: "2027-02-28" }),
        last_modified_date: agreement.last_modified_date,
      },
    });
    expect(moved.status).toBe(200);
    expect(moved.data.next_inspection.due_date).toBe("2027-02-28");
    const stale = await as.editor.put(`${agreements()}/${agreement.id}`, {
      json: { ...agreementBody(), last_modified_date: agreement.last_modified_date },
    });
    expect(stale.status).toBe(409);
  });

  it("sent twice alike (a double click, a retry), make one agreement with one first inspection", async () => {
    const body = agreementBody({ name: `Kalibrering af vægten ${Date.now()}` });
    const [first, second] = await Promise.all([
      as.editor.post(agreements(), { json: body }),
      as.editor.post(agreements(), { json: body }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.data.id).toBe(second.data.id);
    expect(await pendingOf(first.data.id)).toHaveLength(1);
    const changed = await as.editor.post(agreements(), { json: { ...body, frequency: "P3M" } });
    expect(changed.status).toBe(201);
  });

  it("refuse an end before the start, and machines, members or obligations that are not the organization's", async () => {
    const refused = async (overrides: Record<string, unknown>, path: string) => {
      const answer = await as.editor.post(agreements(), { json: agreementBody(overrides) });
      expect(answer.status).toBe(422);
      expect(answer.data.errors.map((error: { path: string }) => error.path)).toContain(path);
    };
    await refused({ starts_at: "2026-05-01", ends_at: "2026-04-30" }, "ends_at");
    await refused({ machine_ids: [otherMachine] }, "machine_ids");
    await refused({ responsible_member_id: 2_000_000_000 }, "responsible_member_id");
    await refused({ binding_obligation_id: 2_000_000_000 }, "binding_obligation_id");
    await refused({ frequency: "P4M" }, "frequency");
    const before = (await as.editor.get(withQuery(agreements(), { size: 200 }))).data.total_elements;
    await refused({ stakeholder_id: 2_000_000_000 }, "stakeholder_id");
    expect((await as.editor.get(withQuery(agreements(), { size: 200 }))).data.total_elements).toBe(before);
  });

  it("are read by readers, changed by editors, and kept from other tenants and limited companies", async () => {
    const agreement = await newAgreement();
    expect((await as.reader.get(`${agreements()}/${agreement.id}`)).status).toBe(200);
    expect((await as.reader.post(agreements(), { json: agreementBody() })).status).toBe(403);
    expect((await as.outsider.get(`${agreements()}/${agreement.id}`)).status).toBe(404);
    expect((await as.limitedEditor.get(agreements(tree.limited.id))).status).toBe(403);
    // A subsidiary does not see its holding's agreements.
    expect((await as.subsidiaryEditor.get(`${agreements(tree.subsidiary.id)}/${agreement.id}`)).status).toBe(404);
  });

  it("filter by type, stakeholder, responsible member and machine, and sort", async () => {
    const calibration = await newAgreement({
      type: "CALIBRATION",
      machine_ids: [],
      name: "Calibration of the pH meter",
    });
    const byType = await as.editor.get(withQuery(agreements(), { type: "CALIBRATION" }));
    expect(byType.data.content.map((row: { id: number }) => row.id)).toContain(calibration.id);
    expect(byType.data.content.every((row: { type: string }) => row.type === "CALIBRATION")).toBe(true);
    const byMachine = await as.editor.get(withQuery(agreements(), { machine_id: forklift }));
    expect(byMachine.data.content.map((row: { id: number }) => row.id)).not.toContain(calibration.id);
    const sorted = await as.editor.get(withQuery(agreements(), { sort: "name,desc", size: 200 }));
    const names = sorted.data.content.map((row: { name: string }) => row.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
  });
});

describe("inspections", () => {
  it("completing one schedules the next a calendar month after the performed date, once", async () => {
    const agreement = await newAgreement({ starts_at: "2026-01-31" });
    const [first] = await pendingOf(agreement.id);
    const done = await complete(first!, { performed_at: "2026-01-31", result: "PASSED", performed_by: "J. Jensen" });
    expect(done.status).toBe(200);
    expect(done.data).toMatchObject({ status: "DONE", next: { due_date: "2026-02-28" } });
    expect(done.data.changes.map((change: { kind: string }) => change.kind)).toEqual(["SCHEDULED", "COMPLETED"]);
    // The same completion sent again is stale; nothing more is scheduled.
    expect((await complete(first!, { performed_at: "2026-01-31", result: "PASSED" })).status).toBe(409);
    const all = await pendingOf(agreement.id);
    expect(all.map((row) => row.due_date)).toEqual(["2026-01-31", "2026-02-28"]);
  });

  it("complete together with one date and result, each scheduling its next, or none when one is done", async () => {
    const [first, second] = await Promise.all([newAgreement(), newAgreement()]);
    const [a] = await pendingOf(first.id);
    const [b] = await pendingOf(second.id);
    const completions = `/organizations/${tree.holding.id}/inspection-completions`;
    const body = { inspection_ids: [a!.id, b!.id], performed_at: "2026-02-02", result: "PASSED" };
    expect((await as.reader.post(completions, { json: body })).status).toBe(403);
    const future = await as.editor.post(completions, { json: { ...body, performed_at: "2999-01-01" } });
    expect(future.status).toBe(422);
    expect((await as.editor.post(completions, { json: { ...body, inspection_ids: [] } })).status).toBe(422);
    expect((await as.editor.post(completions, { json: body })).status).toBe(204);
    for (const agreement of [first, second]) {
      const rows = await pendingOf(agreement.id);
      expect(rows.map((row) => [row.due_date, row.status])).toEqual([
        ["2026-01-31", "DONE"],
        ["2026-03-02", "PENDING"],
      ]);
    }
    // One done already: nothing of the rest changes.
    const third = await newAgreement();
    const [c] = await pendingOf(third.id);
    const again = await as.editor.post(completions, { json: { ...body, inspection_ids: [c!.id, a!.id] } });
    expect(again.status).toBe(422);
    expect(again.data.errors).toEqual([expect.objectContaining({ path: "inspection_ids", code: "inspectionDone" })]);
    expect((await pendingOf(third.id)).map((row) => row.status)).toEqual(["PENDING"]);
    // Another tenant neither completes them nor learns they are there.
    const theirs = await as.outsider.post(`/organizations/${tree.holding.id}/inspection-completions`, { json: body });
    expect(theirs.status).toBe(404);
  });

  it("complete together with one report file, attached to each, or none when the file is not the organization's", async () => {
    const [first, second] = await Promise.all([newAgreement(), newAgreement()]);
    const [a] = await pendingOf(first.id);
    const [b] = await pendingOf(second.id);
    const completions = `/organizations/${tree.holding.id}/inspection-completions`;
    const upload = await as.editor.post(`/organizations/${tree.holding.id}/files`, {
      body: multipart({ standalone: "false" }, { name: "Servicebesøg æøå.png", bytes: pngBytes() }),
    });
    const body = { inspection_ids: [a!.id, b!.id], performed_at: "2026-02-02", result: "PASSED" };
    const unknown = await as.editor.post(completions, { json: { ...body, report_file_id: upload.data.id + 1000 } });
    expect(unknown.status).toBe(422);
    expect((await pendingOf(first.id))[0]!.status).toBe("PENDING");
    expect((await as.editor.post(completions, { json: { ...body, report_file_id: upload.data.id } })).status).toBe(204);
    for (const id of [a!.id, b!.id]) {
      expect((await as.reader.get(`${inspections()}/${id}`)).data.files).toMatchObject([
        { name: "Servicebesøg æøå.png" },
      ]);
    }
  });

  it("refuse a completion without a date or result, in the future, or with a longer interval", async () => {
    const agreement = await newAgreement({ frequency: "P1Y", starts_at: today });
    const [first] = await pendingOf(agreement.id);
    const codes = async (fields: object) => {
      const answer = await complete(first!, fields);
      expect(answer.status).toBe(422);
      return answer.data.errors.map((error: { path: string; code: string }) => `${error.path}:${error.code}`);
    };
    expect(await codes({})).toEqual(["performed_at:performedMissing", "result:resultMissing"]);
    expect(await codes({ performed_at: addPeriod(today, "P1D"), result: "PASSED" })).toEqual([
      "performed_at:performedInFuture",
    ]);
    expect(await codes({ performed_at: today, result: "PASSED", next_interval: "P1M" })).toEqual([
      "next_interval:intervalWithoutFailure",
    ]);
    expect(await codes({ performed_at: today, result: "FAILED", next_interval: "P2Y" })).toEqual([
      "next_interval:intervalNotShorter",
    ]);
    const [still] = await pendingOf(agreement.id);
    expect(still).toMatchObject({ id: first!.id, status: "PENDING" });

    // A failure may bring the next one closer.
    const failed = await complete(first!, {
      performed_at: today,
      result: "FAILED",
      next_interval: "P3M",
      findings: "Brake worn",
    });
    expect(failed.status).toBe(200);
    expect(failed.data.next.due_date).toBe(addPeriod(today, "P3M"));
  });

  it("a moved due date and a reopening need a reason, kept in the history; completing again moves the next one", async () => {
    const agreement = await newAgreement({ starts_at: "2026-03-31", frequency: "P6M" });
    const [first] = await pendingOf(agreement.id);
    const move = (reason: string | null) =>
      as.editor.put(`${inspections()}/${first!.id}`, {
        json: { status: "PENDING", due_date: "2026-04-15", reason, last_modified_date: first!.last_modified_date },
      });
    expect((await move(null)).status).toBe(422);
    const moved = await move("The service company is booked until mid-April");
    expect(moved.data).toMatchObject({ scheduled_date: "2026-03-31", due_date: "2026-04-15" });
    expect(moved.data.changes.at(-1)).toMatchObject({
      kind: "DUE_MOVED",
      reason: "The service company is booked until mid-April",
      due_date_before: "2026-03-31",
      due_date_after: "2026-04-15",
    });

    const done = await complete(moved.data, { performed_at: "2026-04-14", result: "PASSED_WITH_REMARKS" });
    expect(done.data.next.due_date).toBe("2026-10-14");
    const reopen = (reason: string | null) =>
      as.editor.put(`${inspections()}/${first!.id}`, {
        json: { status: "PENDING", due_date: "2026-04-15", reason, last_modified_date: done.data.last_modified_date },
      });
    expect((await reopen("  ")).status).toBe(422);
    const reopened = await reopen("The report names the wrong machine");
    expect(reopened.data).toMatchObject({ status: "PENDING" });
    expect(reopened.data.changes.at(-1)).toMatchObject({
      kind: "REOPENED",
      reason: "The report names the wrong machine",
    });

    const again = await complete(reopened.data, { performed_at: "2026-04-10", result: "PASSED" });
    expect(again.data.next).toMatchObject({ id: done.data.next.id, due_date: "2026-10-10" });
    expect((await pendingOf(agreement.id)).length).toBe(2);
  });

  it("a once-only agreement schedules nothing after it; an extra one the same day twice is refused", async () => {
    const agreement = await newAgreement({ frequency: "P0D", starts_at: "2026-06-01" });
    const [first] = await pendingOf(agreement.id);
    const done = await complete(first!, { performed_at: "2026-06-01", result: "PASSED" });
    expect(done.data.next).toBeNull();
    const extra = () => as.editor.post(inspections(), { json: { agreement_id: agreement.id, due_date: "2026-09-01" } });
    expect((await extra()).status).toBe(201);
    expect((await extra()).status).toBe(409);
    expect((await pendingOf(agreement.id)).length).toBe(2);
  });

  it("the control book filters by standing, type, machine and due dates, and takes files", async () => {
    const agreement = await newAgreement({ type: "CALIBRATION", starts_at: addPeriod(today, "P10D") });
    const [first] = await pendingOf(agreement.id);
    const soon = await as.editor.get(
      withQuery(inspections(), { standing: "DUE_SOON", type: "CALIBRATION", size: 200 }),
    );
    expect(soon.data.content.map((row: { id: number }) => row.id)).toContain(first!.id);
    expect(soon.data.content.every((row: { standing: string }) => row.standing === "DUE_SOON")).toBe(true);
    const overdue = await as.editor.get(withQuery(inspections(), { standing: "OVERDUE", size: 200 }));
    expect(overdue.data.content.map((row: { id: number }) => row.id)).not.toContain(first!.id);
    const month = await as.editor.get(
      withQuery(inspections(), {
        due_from: addPeriod(today, "P10D"),
        due_to: addPeriod(today, "P10D"),
        machine_id: forklift,
      }),
    );
    expect(month.data.content.map((row: { id: number }) => row.id)).toContain(first!.id);

    const upload = await as.editor.post(`/organizations/${tree.holding.id}/files`, {
      body: multipart({ standalone: "false" }, { name: "Eftersynsrapport æøå.png", bytes: pngBytes() }),
    });
    const attach = `${inspections()}/${first!.id}/files/${upload.data.id}`;
    expect((await as.reader.post(attach)).status).toBe(403);
    expect((await as.editor.post(attach)).status).toBe(204);
    expect((await as.reader.get(`${inspections()}/${first!.id}`)).data.files).toMatchObject([
      { name: "Eftersynsrapport æøå.png" },
    ]);
  });
});
