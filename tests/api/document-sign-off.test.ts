import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberships, notifications, roleAssignments, roles } from "../../server/db/schema";
import { addPeriod, businessToday, daysBefore } from "../../server/domain/recurrence";
import type { DateOnly } from "../../server/domain/wire-casing";
import { scanReminders } from "../../server/services/reminder-scan";
import { startTestApi, type TestApi } from "../support/api-server";
import { createHolding, createOrganization, createUser } from "../support/factories";
import { ApiClient } from "../support/http-client";

/** A signed-in member, and the organization they work in. */
type Person = { client: ApiClient; userId: number; membershipId: number; organizationId: number };
const PEOPLE = ["editor", "approverA", "approverB", "reader", "worker", "colleague", "roleHolder", "outsider"] as const;

let api: TestApi;
let tree: Awaited<ReturnType<typeof createHolding>>;
const as = {} as Record<(typeof PEOPLE)[number], Person>;
let roleId: number;

beforeAll(async () => {
  api = await startTestApi();
  tree = await createHolding(api.db);
  const other = await createOrganization(api.db, { name: "Another tenant" });
  const placed = {
    editor: [tree.holding.id, "EDIT"],
    approverA: [tree.holding.id, "READ"],
    approverB: [tree.subsidiary.id, "EDIT"],
    reader: [tree.holding.id, "READ"],
    worker: [tree.department.id, "READ"],
    colleague: [tree.department.id, "READ"],
    roleHolder: [tree.limited.id, "READ"],
    outsider: [other.id, "EDIT"],
  } as const;
  for (const name of PEOPLE) {
    const [organizationId, scope] = placed[name];
    const user = await createUser(api.db, { memberships: [{ organizationId, scope }] });
    const [membership] = await api.db.select().from(memberships).where(eq(memberships.userId, user.id));
    const client = new ApiClient(api.url);
    await client.login(user.email);
    as[name] = { client, userId: user.id, membershipId: membership!.id, organizationId };
  }
  const [role] = await api.db
    .insert(roles)
    .values({ organizationId: tree.holding.id, name: "Forklift driver" })
    .returning();
  roleId = role!.id;
  await api.db.insert(roleAssignments).values({ roleId, membershipId: as.roleHolder.membershipId });
});
afterAll(() => api.close());

const base = () => `/organizations/${tree.holding.id}/policies`;
type Doc = { id: number; last_modified_date: string };

async function draftPolicy(title: string): Promise<Doc> {
  const created = await as.editor.client.post(base(), { json: { texts: { en: { title, content: "We act." } } } });
  expect(created.status).toBe(201);
  return created.data;
}
const submit = (doc: Doc, approvers: number[], client = as.editor.client) =>
  client.post(`${base()}/${doc.id}/approval-request`, {
    json: { approver_ids: approvers, last_modified_date: doc.last_modified_date },
  });
/** The holding's policy as `who` reads it from their own organization. */
const policyOf = (who: Person, doc: Doc) => `/organizations/${who.organizationId}/policies/${doc.id}`;
const decide = (who: Person, doc: Doc, round: number, decision: string, reason: string | null = null) =>
  who.client.post(`${policyOf(who, doc)}/approval-decisions`, { json: { round, decision, reason } });
const publish = (doc: Doc, extra: Record<string, unknown> = {}) =>
  as.editor.client.post(`${base()}/${doc.id}/publication`, {
    json: { change: "MAJOR", last_modified_date: doc.last_modified_date, ...extra },
  });
const read = async (doc: Doc, who = as.editor) => (await who.client.get(policyOf(who, doc))).data;
const codeOf = (answer: { data: { errors?: { code: string }[] } }) => answer.data.errors?.[0]?.code;
const topicsOf = async (userId: number) =>
  (await api.db.select().from(notifications).where(eq(notifications.userId, userId))).map((row) => row.topic);
const myWork = async (who: Person) =>
  (await who.client.get("/my-work?size=100")).data.content as { kind: string; record_id: number; due_date: string }[];

describe("approval of a draft before it is published", () => {
  it("locks the draft until every named approver approves, then publishes it with who approved and when", async () => {
    const doc = await draftPolicy("Energy policy");
    const submitted = await submit(doc, [as.approverA.membershipId, as.approverB.membershipId]);
    expect(submitted.status).toBe(200);
    expect(submitted.data.approval).toMatchObject({ round: 1, state: "PENDING", awaiting_me: false });
    expect(submitted.data.approval.approvers.map((a: { decision: null }) => a.decision)).toEqual([null, null]);

    // Locked: neither saved nor published while it waits, and a second submit is a conflict.
    const put = await as.editor.client.put(`${base()}/${doc.id}`, {
      json: {
        texts: { en: { title: "Changed", content: "x" } },
        last_modified_date: submitted.data.last_modified_date,
      },
    });
    expect([put.status, codeOf(put)]).toEqual([422, "draft_locked"]);
    const early = await publish(submitted.data);
    expect([early.status, codeOf(early)]).toEqual([422, "awaiting_approval"]);
    expect((await submit(submitted.data, [as.approverA.membershipId])).status).toBe(409);

    // The approvers are told, see it in their work, and read the draft (a READ member otherwise would not).
    expect(await topicsOf(as.approverA.userId)).toContain("APPROVAL_REQUESTED");
    expect(await myWork(as.approverA)).toContainEqual(
      expect.objectContaining({ kind: "DOCUMENT_APPROVAL", record_id: doc.id }),
    );
    const seen = await read(doc, as.approverA);
    expect(seen.draft.en.title).toBe("Energy policy");
    expect(seen.approval.awaiting_me).toBe(true);
    // Anyone else does not find a draft never published.
    expect((await as.reader.client.get(policyOf(as.reader, doc))).status).toBe(404);

    // Someone not named may not decide; an approver decides once.
    expect((await decide(as.reader, doc, 1, "APPROVED")).status).toBe(403);
    expect((await decide(as.approverA, doc, 1, "APPROVED")).status).toBe(200);
    const twice = await decide(as.approverA, doc, 1, "APPROVED");
    expect([twice.status, codeOf(twice)]).toEqual([422, "already_decided"]);
    expect(await myWork(as.approverA)).not.toContainEqual(expect.objectContaining({ kind: "DOCUMENT_APPROVAL" }));
    const approved = await decide(as.approverB, doc, 1, "APPROVED");
    expect(approved.data.approval.state).toBe("APPROVED");
    expect(await topicsOf(as.editor.userId)).toContain("DOCUMENT_APPROVED");

    const published = await publish(await read(doc));
    expect(published.status).toBe(200);
    expect(published.data).toMatchObject({ revision: "1.0", approval: null, draft: null });
    const history = (await as.reader.client.get(`${base()}/${doc.id}/revisions`)).data.content;
    expect(history[0].approvals).toHaveLength(2);
    expect(history[0].approvals[0]).toMatchObject({ decision: "APPROVED", reason: null });
    expect(history[0].approvals[0].decided_at).toBeTruthy();

    // The public (printed) page names who approved the revision.
    const opened = await as.editor.client.put(`${base()}/${doc.id}/public-page`, {
      json: { public: true, last_modified_date: published.data.last_modified_date },
    });
    const shown = await new ApiClient(api.url).get(`/policies/${opened.data.public_id}`);
    expect(shown.data.approved_by.map((a: { name: string }) => a.name).sort()).toEqual(
      history[0].approvals.map((a: { approver: { name: string } }) => a.approver.name).sort(),
    );
  });

  it("sends a draft back with a reason, opening it again; a later submission is approved afresh", async () => {
    const doc = await draftPolicy("Travel policy");
    const submitted = (await submit(doc, [as.approverA.membershipId, as.approverB.membershipId])).data;
    const noReason = await decide(as.approverB, doc, 1, "SENT_BACK", "  ");
    expect([noReason.status, codeOf(noReason)]).toEqual([422, "reason_required"]);
    const sentBack = await decide(as.approverB, doc, 1, "SENT_BACK", "Name the train as the first choice");
    expect(sentBack.status).toBe(200);
    expect(await topicsOf(as.editor.userId)).toContain("DOCUMENT_SENT_BACK");

    const open = await read(doc);
    expect(open.approval).toMatchObject({ state: "SENT_BACK" });
    expect(open.approval.approvers.find((a: { reason: string | null }) => a.reason).reason).toBe(
      "Name the train as the first choice",
    );
    expect(open.last_modified_date).not.toBe(submitted.last_modified_date);
    // Its approvers were named: it is not published without them, and the old submission is over.
    const unapproved = await publish(open);
    expect([unapproved.status, codeOf(unapproved)]).toEqual([422, "approval_needed"]);
    expect((await decide(as.approverA, doc, 1, "APPROVED")).status).toBe(409);

    const saved = await as.editor.client.put(`${base()}/${doc.id}`, {
      json: {
        texts: { en: { title: "Travel policy", content: "Train first." } },
        last_modified_date: open.last_modified_date,
      },
    });
    expect(saved.status).toBe(200);
    expect((await submit(saved.data, [as.approverA.membershipId])).data.approval.round).toBe(2);
    await decide(as.approverA, doc, 2, "APPROVED");
    expect((await publish(await read(doc))).status).toBe(200);
    const [revision] = (await as.editor.client.get(`${base()}/${doc.id}/revisions`)).data.content;
    expect(revision.approvals.map((a: { decision: string }) => a.decision)).toEqual(["SENT_BACK", "APPROVED"]);
  });

  it("refuses the author as approver, a stranger, nobody, a stale draft, and a reader submitting", async () => {
    const doc = await draftPolicy("Purchasing policy");
    const own = await submit(doc, [as.editor.membershipId]);
    expect([own.status, codeOf(own)]).toEqual([422, "own_approval"]);
    expect((await submit(doc, [as.outsider.membershipId])).status).toBe(422);
    expect((await submit(doc, [])).status).toBe(422);
    expect(
      (await submit({ ...doc, last_modified_date: "2020-01-01T00:00:00.000Z" }, [as.approverA.membershipId])).status,
    ).toBe(409);
    expect((await submit(doc, [as.approverA.membershipId], as.reader.client)).status).toBe(403);
    // Another tenant does not find the document, nor its organization.
    const foreign = await as.outsider.client.post(`${base()}/${doc.id}/approval-decisions`, {
      json: { round: 1, decision: "APPROVED" },
    });
    expect(foreign.status).toBe(404);
    expect((await read(doc)).approval).toBeNull();
  });

  it("lets the author withdraw a submission, opening the draft until it is submitted again", async () => {
    const doc = await draftPolicy("Visitor policy");
    const submitted = (await submit(doc, [as.approverA.membershipId])).data;
    const withdraw = (stamp: string) =>
      as.editor.client.post(`${base()}/${doc.id}/approval-withdrawal`, { json: { last_modified_date: stamp } });
    const withdrawn = await withdraw(submitted.last_modified_date);
    expect(withdrawn.data.approval.state).toBe("WITHDRAWN");
    expect((await withdraw(withdrawn.data.last_modified_date)).status).toBe(409);
    expect(await myWork(as.approverA)).not.toContainEqual(expect.objectContaining({ record_id: doc.id }));
    expect((await decide(as.approverA, doc, 1, "APPROVED")).status).toBe(409);
    const unapproved = await publish(withdrawn.data);
    expect([unapproved.status, codeOf(unapproved)]).toEqual([422, "approval_needed"]);
  });
});

describe("acknowledgement of a major revision", () => {
  const today = businessToday() as DateOnly;

  it("asks the departments' and roles' members, shows who has and who has not, and reminds until they do", async () => {
    const doc = await draftPolicy("Chemical handling policy");
    const minor = await publish(doc, { change: "MINOR", acknowledge_role_ids: [roleId] });
    expect(minor.status).toBe(200); // the first revision is 1.0, a major one
    expect(minor.data.acknowledgement).toMatchObject({ revision: "1.0", concerned: 1, acknowledged: 0 });

    const revised = await as.editor.client.put(`${base()}/${doc.id}`, {
      json: {
        texts: { en: { title: "Chemical handling policy", content: "v2" } },
        last_modified_date: minor.data.last_modified_date,
      },
    });
    const notMajor = await publish(revised.data, { change: "MINOR", acknowledge_everyone: true });
    expect([notMajor.status, codeOf(notMajor)]).toEqual([422, "acknowledgement_major_only"]);
    const past = await publish(revised.data, { acknowledge_everyone: true, acknowledge_by: daysBefore(today, 1) });
    expect([past.status, codeOf(past)]).toEqual([422, "acknowledge_by_past"]);
    const foreignDepartment = await publish(revised.data, { acknowledge_department_ids: [tree.holding.id + 100000] });
    expect(foreignDepartment.status).toBe(422);

    const by = addPeriod(today, "P10D");
    const published = await publish(revised.data, {
      acknowledge_department_ids: [tree.department.id],
      acknowledge_role_ids: [roleId],
      acknowledge_by: by,
    });
    expect(published.status).toBe(200);
    expect(published.data.acknowledgement).toMatchObject({
      revision: "2.0",
      acknowledge_by: by,
      concerned: 3,
      acknowledged: 0,
      mine: null,
      audience: { everyone: false, departments: [{ name: "Production" }], roles: [{ name: "Forklift driver" }] },
    });
    expect(await topicsOf(as.worker.userId)).toContain("ACKNOWLEDGEMENT_REQUESTED");
    expect(await myWork(as.colleague)).toContainEqual(
      expect.objectContaining({ kind: "DOCUMENT_ACKNOWLEDGEMENT", record_id: doc.id, due_date: by }),
    );

    const revisionId = published.data.acknowledgement.revision_id;
    const ack = (who: Person, id = revisionId) =>
      who.client.post(`${policyOf(who, doc)}/acknowledgements`, { json: { revision_id: id } });
    // The worker reads it from the department, which sees the holding's policies.
    expect((await read(doc, as.worker)).acknowledgement.mine).toBe("PENDING");
    const done = await ack(as.worker);
    expect(done.status).toBe(200);
    expect(done.data.acknowledgement).toMatchObject({ acknowledged: 1, mine: "ACKNOWLEDGED" });
    const again = await ack(as.worker);
    expect([again.status, codeOf(again)]).toEqual([422, "already_acknowledged"]);
    expect((await ack(as.reader)).status).toBe(403);
    const foreign = await as.outsider.client.post(`${base()}/${doc.id}/acknowledgements`, {
      json: { revision_id: revisionId },
    });
    expect(foreign.status).toBe(404);

    const members = (await as.reader.client.get(`${base()}/${doc.id}/acknowledgements`)).data.content;
    expect(members).toHaveLength(3);
    expect(members.at(-1).acknowledged_at).toBeTruthy();
    expect(members.slice(0, 2).every((m: { acknowledged_at: null }) => m.acknowledged_at === null)).toBe(true);

    const communication = await as.reader.client.get(`/organizations/${tree.holding.id}/acknowledgements`);
    expect(communication.data.content).toContainEqual(
      expect.objectContaining({ id: doc.id, revision: "2.0", concerned: 3, acknowledged: 1 }),
    );
    expect((await as.outsider.client.get(`/organizations/${tree.holding.id}/acknowledgements`)).status).toBe(404);

    // The day after the deadline the scan reminds those who have not acknowledged, not the one who has.
    await scanReminders(api.db, addPeriod(by, "P1D") as DateOnly);
    const overdue = async (userId: number) =>
      api.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.topic, "DOCUMENT_ACKNOWLEDGEMENT"),
            eq(notifications.stage, "OVERDUE"),
          ),
        );
    expect(await overdue(as.colleague.userId)).toHaveLength(1);
    expect(await overdue(as.worker.userId)).toHaveLength(0);

    // A newer major revision supersedes the acknowledgement: the old one is no longer taken.
    const third = await as.editor.client.put(`${base()}/${doc.id}`, {
      json: {
        texts: { en: { title: "Chemical handling policy", content: "v3" } },
        last_modified_date: published.data.last_modified_date,
      },
    });
    const everyone = await publish(third.data, { acknowledge_everyone: true });
    expect(everyone.data.acknowledgement.concerned).toBeGreaterThanOrEqual(6);
    expect((await ack(as.colleague, revisionId)).status).toBe(409);
  });
});
