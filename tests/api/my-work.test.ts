import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  agreements,
  competenceRecords,
  competences,
  controlledDocuments,
  inspections,
  legislationAssociations,
  legislations,
} from "../../server/db/schema";
import { startTestApi, type TestApi } from "../support/api-server";
import { dayFromToday, memberWithWork } from "../support/work-member";
import { ApiClient } from "../support/http-client";
import { createWorld, type World } from "../support/sign-in";

let api: TestApi;
let world: World;
let me: ApiClient;
let mine: { holding: number; limited: number };
let someoneElse: number;

const day = dayFromToday;

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
  ({ me, mine, someoneElse } = await memberWithWork(api, world));
});
afterAll(() => api.close());

describe("my work", () => {
  it("gathers what waits for me across my organizations, soonest first, and nothing of anyone else's", async () => {
    const { db } = api;
    const subsidiary = world.tree.subsidiary.id;
    const holdingActions = `/organizations/${world.tree.holding.id}/actions`;
    expect(
      (await me.post(holdingActions, { json: { title: "Overdue action", owner_id: mine.holding, due_date: day(-3) } }))
        .status,
    ).toBe(201);
    await me.post(holdingActions, { json: { title: "Undated action", owner_id: mine.holding } });
    await me.post(holdingActions, {
      json: { title: "Someone else's action", owner_id: someoneElse, due_date: day(-9) },
    });
    await me.post(holdingActions, {
      json: { title: "Done, to judge", owner_id: mine.holding, status: "DONE", done_date: day(-1) },
    });

    const [agreement] = await db
      .insert(agreements)
      .values({
        organizationId: subsidiary,
        name: "Crane inspection",
        type: "SERVICE_AND_INSPECTION",
        responsibleMemberId: mine.holding,
        startsAt: day(-400),
        endsAt: day(20),
        frequency: "P1Y",
      })
      .returning();
    await db
      .insert(inspections)
      .values({ organizationId: subsidiary, agreementId: agreement!.id, scheduledDate: day(5), dueDate: day(5) });
    const [competence] = await db
      .insert(competences)
      .values({ organizationId: world.tree.holding.id, name: "First aid", frequency: "P30D" })
      .returning();
    await db
      .insert(competenceRecords)
      .values({ membershipId: mine.holding, competenceId: competence!.id, lastAcquisitionDate: day(-25) });
    // The limited company has no competences: its members do not see such deadlines there.
    await db
      .insert(competenceRecords)
      .values({ membershipId: mine.limited, competenceId: competence!.id, acquisitionDeadline: day(1) });
    const [policy] = await db
      .insert(controlledDocuments)
      .values({
        organizationId: world.tree.holding.id,
        kind: "POLICY",
        ownerMembershipId: mine.holding,
        nextReviewDate: day(-10),
        draft: { en: { title: "Environmental policy", content: "…" } },
      })
      .returning();
    const [act] = await db
      .insert(legislations)
      .values({
        titleEn: "Working Environment Act",
        titleDa: "Arbejdsmiljøloven",
        shortName: "AML",
        referenceNumber: `LBK ${Date.now()}`,
        territory: "DK",
      })
      .returning();
    await db.insert(legislationAssociations).values({
      organizationId: world.tree.limited.id,
      legislationId: act!.id,
      responsibleMemberId: mine.limited,
      nextReviewDate: day(12),
    });

    const answer = await me.get("/my-work?size=50");
    expect(answer.status).toBe(200);
    const seen = answer.data.content.map(
      (item: { kind: string; title: string; state: string; due_date: string | null }) => [
        item.kind,
        item.title,
        item.state,
        item.due_date,
      ],
    );
    expect(seen).toEqual([
      ["DOCUMENT_REVIEW", "Environmental policy", "OVERDUE", day(-10)],
      ["ACTION", "Overdue action", "OVERDUE", day(-3)],
      ["ACTION", "Done, to judge", "CHECK", day(-1)],
      ["COMPETENCE", "First aid", "DUE", day(5)],
      ["INSPECTION", "Crane inspection", "DUE", day(5)],
      ["OBLIGATION_REVIEW", "AML", "DUE", day(12)],
      ["AGREEMENT_END", "Crane inspection", "DUE", day(20)],
      ["ACTION", "Undated action", "UNDATED", null],
    ]);
    expect(answer.data.total_elements).toBe(8);
    const review = answer.data.content[0];
    expect(review).toMatchObject({ record_id: policy!.id, detail: "POLICY", work_in: { id: world.tree.holding.id } });
    const obligation = answer.data.content[5];
    expect(obligation).toMatchObject({
      record_id: act!.id,
      organization: { id: world.tree.limited.id },
      work_in: { id: world.tree.limited.id },
    });

    const actionsOnly = await me.get("/my-work?kind=ACTION&size=2&page=1");
    expect([
      actionsOnly.data.total_elements,
      actionsOnly.data.content.map((item: { title: string }) => item.title),
    ]).toEqual([3, ["Undated action"]]);
    expect((await me.get("/my-work?kind=NOTHING")).status).toBe(422);
    expect((await new ApiClient(api.url).get("/my-work")).status).toBe(401);
  });

  it("opens an obligation review in the register's organization, whichever membership makes me responsible", async () => {
    const [act] = await api.db
      .insert(legislations)
      .values({
        titleEn: "Environmental Protection Act",
        titleDa: "Miljøbeskyttelsesloven",
        referenceNumber: `LBK ${Date.now()}-MBL`,
        territory: "DK",
      })
      .returning();
    // The subsidiary's own register; I answer for it through my membership of the holding.
    await api.db.insert(legislationAssociations).values({
      organizationId: world.tree.subsidiary.id,
      legislationId: act!.id,
      responsibleMemberId: mine.holding,
      nextReviewDate: day(8),
    });
    const answer = await me.get("/my-work?kind=OBLIGATION_REVIEW&size=50");
    const review = answer.data.content.find((item: { record_id: number }) => item.record_id === act!.id);
    expect(review).toMatchObject({
      title: "Environmental Protection Act",
      organization: { id: world.tree.subsidiary.id },
      work_in: { id: world.tree.subsidiary.id },
    });
  });
});
