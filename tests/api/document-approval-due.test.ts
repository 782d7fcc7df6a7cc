import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { controlledDocumentApprovals, memberships, notifications } from "../../server/db/schema";
import { addPeriod, businessToday, daysBefore } from "../../server/domain/recurrence";
import type { DateOnly } from "../../server/domain/wire-casing";
import { scanReminders } from "../../server/services/reminder-scan";
import { startTestApi, type TestApi } from "../support/api-server";
import { createHolding, createUser } from "../support/factories";
import { ApiClient } from "../support/http-client";

/** The day a draft submitted for approval is to be decided by, and the reminders it brings (decision 044). */

type Person = { client: ApiClient; userId: number; membershipId: number; organizationId: number };
const PEOPLE = ["editor", "approverA", "approverB", "manager"] as const;

let api: TestApi;
let tree: Awaited<ReturnType<typeof createHolding>>;
const as = {} as Record<(typeof PEOPLE)[number], Person>;
const today = businessToday() as DateOnly;
const day = (period: string) => addPeriod(today, period) as DateOnly;

beforeAll(async () => {
  api = await startTestApi();
  tree = await createHolding(api.db);
  const placed = {
    editor: [tree.holding.id, "EDIT"],
    approverA: [tree.holding.id, "READ"],
    // A department's member reads the holding's policies from where they work.
    approverB: [tree.department.id, "READ"],
    manager: [tree.holding.id, "MANAGE"],
  } as const;
  for (const name of PEOPLE) {
    const [organizationId, scope] = placed[name];
    const user = await createUser(api.db, { memberships: [{ organizationId, scope }] });
    const [membership] = await api.db.select().from(memberships).where(eq(memberships.userId, user.id));
    const client = new ApiClient(api.url);
    await client.login(user.email);
    as[name] = { client, userId: user.id, membershipId: membership!.id, organizationId };
  }
});
afterAll(() => api.close());

const base = () => `/organizations/${tree.holding.id}/policies`;
type Doc = { id: number; last_modified_date: string };

async function draftPolicy(title: string): Promise<Doc> {
  const created = await as.editor.client.post(base(), { json: { texts: { en: { title, content: "We act." } } } });
  expect(created.status).toBe(201);
  return created.data;
}
const submit = (doc: Doc, approveBy?: string | null) =>
  as.editor.client.post(`${base()}/${doc.id}/approval-request`, {
    json: {
      approver_ids: [as.approverA.membershipId, as.approverB.membershipId],
      last_modified_date: doc.last_modified_date,
      ...(approveBy === undefined ? {} : { approve_by: approveBy }),
    },
  });
const decide = (who: Person, doc: Doc) =>
  who.client.post(`/organizations/${who.organizationId}/policies/${doc.id}/approval-decisions`, {
    json: { round: 1, decision: "APPROVED" },
  });
const codeOf = (answer: { data: { errors?: { code: string; path?: string }[] } }) => answer.data.errors?.[0]?.code;
const approvalWork = async (who: Person, doc: Doc) =>
  (
    (await who.client.get("/my-work?kind=DOCUMENT_APPROVAL&size=100")).data.content as {
      record_id: number;
      due_date: string | null;
      state: string;
      work_in: { id: number };
    }[]
  ).find((item) => item.record_id === doc.id);
/** The stages `who` was reminded of this document at, in the order written. */
const remindersOf = async (who: Person, doc: Doc) =>
  (
    await api.db
      .select({ stage: notifications.stage, daysBefore: notifications.daysBefore })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, who.userId),
          eq(notifications.recordId, doc.id),
          eq(notifications.topic, "DOCUMENT_APPROVAL"),
          inArray(notifications.stage, ["BEFORE", "OVERDUE", "ESCALATION"]),
        ),
      )
      .orderBy(notifications.id)
  ).map((row) => (row.daysBefore === null ? row.stage : `${row.stage} ${row.daysBefore}`));

describe("the day a draft is to be approved by", () => {
  it("is a week after today unless chosen, shown on the draft and dated in each approver's work", async () => {
    const doc = await draftPolicy("Noise policy");
    const submitted = await submit(doc);
    expect(submitted.status).toBe(200);
    expect(submitted.data.approval).toMatchObject({ approve_by: day("P7D"), overdue: false });
    expect(await approvalWork(as.approverA, doc)).toMatchObject({ due_date: day("P7D"), state: "DUE" });
    expect(await approvalWork(as.approverB, doc)).toMatchObject({
      due_date: day("P7D"),
      work_in: { id: tree.department.id },
    });

    const chosen = await draftPolicy("Lighting policy");
    const dated = await submit(chosen, day("P1Y"));
    expect(dated.data.approval.approve_by).toBe(day("P1Y"));
    const rows = await api.db
      .select({ approveBy: controlledDocumentApprovals.approveBy })
      .from(controlledDocumentApprovals)
      .where(eq(controlledDocumentApprovals.documentId, chosen.id));
    expect(rows).toEqual([{ approveBy: day("P1Y") }, { approveBy: day("P1Y") }]);
  });

  it("refuses a day before today or more than a year ahead, changing nothing", async () => {
    const doc = await draftPolicy("Parking policy");
    for (const wrong of [daysBefore(today, 1), day("P1Y1D")]) {
      const refused = await submit(doc, wrong);
      expect([refused.status, codeOf(refused), refused.data.errors[0].path]).toEqual([
        422,
        "approve_by_out_of_range",
        "approve_by",
      ]);
    }
    const unchanged = (await as.editor.client.get(`${base()}/${doc.id}`)).data;
    expect(unchanged).toMatchObject({ approval: null, last_modified_date: doc.last_modified_date });
    expect(await approvalWork(as.approverA, doc)).toBeUndefined();
    // Today itself is a day to decide by.
    expect((await submit(doc, today)).status).toBe(200);
  });

  it("is overdue on the page and in the work once its day has passed", async () => {
    const doc = await draftPolicy("Canteen policy");
    await submit(doc, today);
    await api.db
      .update(controlledDocumentApprovals)
      .set({ approveBy: daysBefore(today, 2) as DateOnly })
      .where(eq(controlledDocumentApprovals.documentId, doc.id));
    expect((await as.editor.client.get(`${base()}/${doc.id}`)).data.approval).toMatchObject({ overdue: true });
    expect(await approvalWork(as.approverA, doc)).toMatchObject({ state: "OVERDUE" });
  });
});

describe("reminders of an approval", () => {
  it("reminds each approver still to decide once per stage, overdue, then the managers; not after deciding", async () => {
    const doc = await draftPolicy("Waste sorting policy");
    const by = day("P10D");
    await submit(doc, by);
    /** The scan on the day `offset` days after the day to decide by. */
    const scanOn = (offset: number) => scanReminders(api.db, daysBefore(by, -offset) as DateOnly);

    await scanOn(-7);
    await scanOn(-7); // a second scan that day tells nobody twice
    await scanOn(-1);
    expect((await decide(as.approverA, doc)).status).toBe(200);
    await scanOn(1);
    await scanOn(8); // past the company's seven days of escalation

    expect(await remindersOf(as.approverA, doc)).toEqual(["BEFORE 7", "BEFORE 1"]);
    expect(await remindersOf(as.approverB, doc)).toEqual(["BEFORE 7", "BEFORE 1", "OVERDUE"]);
    expect(await remindersOf(as.manager, doc)).toEqual(["ESCALATION"]);
    expect(await remindersOf(as.editor, doc)).toEqual([]);
  });

  it("stops when the round ends: withdrawn, its approvers are not reminded", async () => {
    const doc = await draftPolicy("Visitor safety policy");
    const by = day("P3D");
    const submitted = (await submit(doc, by)).data;
    await scanReminders(api.db, today);
    expect(await remindersOf(as.approverB, doc)).toEqual(["BEFORE 7"]);
    const withdrawn = await as.editor.client.post(`${base()}/${doc.id}/approval-withdrawal`, {
      json: { last_modified_date: submitted.last_modified_date },
    });
    expect(withdrawn.data.approval).toMatchObject({ state: "WITHDRAWN" });
    await scanReminders(api.db, addPeriod(by, "P9D") as DateOnly);
    expect(await remindersOf(as.approverB, doc)).toEqual(["BEFORE 7"]);
    expect(await remindersOf(as.manager, doc)).toEqual([]);
  });
});
