import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberships, organizations } from "../../server/db/schema";
import { addPeriod, businessToday } from "../../server/domain/recurrence";
import { startTestApi, type TestApi } from "../support/api-server";
import { createUser } from "../support/factories";
import { ApiClient } from "../support/http-client";
import { createWorld, signInAs, type World } from "../support/sign-in";

let api: TestApi;
let world: World;
const as = {} as Record<"reader" | "editor" | "manager" | "maintainer" | "limited" | "outsider", ApiClient>;
let responsible: number;
let owner: ApiClient;
const today = businessToday();
const lastMonth = (() => {
  const date = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - 1);
  return date.toISOString().slice(0, 10);
})();
const daysFrom = (days: number) => {
  if (days >= 0) return addPeriod(today, `P${days}D`);
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const org = (id: number) => `/organizations/${id}`;

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
  for (const role of ["reader", "editor", "manager", "maintainer", "limited"] as const)
    as[role] = await signInAs(api.url, api.db, world, role);
  const outsider = await createUser(api.db, { memberships: [{ organizationId: world.otherTenant.id, scope: "READ" }] });
  as.outsider = new ApiClient(api.url);
  await as.outsider.login(outsider.email);
  const ownerUser = await createUser(api.db, {
    memberships: [{ organizationId: world.tree.holding.id, scope: "EDIT" }],
  });
  const [membership] = await api.db.select().from(memberships).where(eq(memberships.userId, ownerUser.id));
  responsible = membership!.id;
  owner = new ApiClient(api.url);
  await owner.login(ownerUser.email);
  await api.db.update(organizations).set({ countryAlpha2: "DK" }).where(eq(organizations.id, world.tree.holding.id));
  const { tree } = world;
  const created = (answer: { status: number }) => expect([200, 201]).toContain(answer.status);

  const occurred = `${daysFrom(-10)}T08:00:00.000Z`;
  const report = async (
    at: number,
    importance: string,
    title: string,
    department: number | null = null,
    accident = false,
  ) => {
    const answer = await as.editor.post(`${org(at)}/events`, {
      json: { title, occurred_at: occurred, importance, accident, department_id: department },
    });
    created(answer);
    return answer.data;
  };
  await report(tree.subsidiary.id, "HIGH", "Truck hit a rack", tree.department.id, true);
  await report(tree.subsidiary.id, "MEDIUM", "Spill at the filling station");
  await report(tree.holding.id, "LOW", "Loose cable in the office", tree.holdingDepartment.id);
  const late = await report(tree.department.id, "HIGH", "Guard missing on the press");
  created(
    await as.editor.post(`${org(tree.department.id)}/actions`, {
      json: { title: "Mount the guard", event_id: late.id, owner_id: responsible, due_date: daysFrom(-2) },
    }),
  );

  const agree = async (at: number, startsAt: string, name: string, responsibleMemberId: number | null = null) =>
    created(
      await as.editor.post(`${org(at)}/agreements`, {
        json: {
          name,
          type: "SERVICE_AND_INSPECTION",
          starts_at: startsAt,
          frequency: "P1Y",
          responsible_member_id: responsibleMemberId,
        },
      }),
    );
  await agree(tree.subsidiary.id, daysFrom(-40), "Crane inspection", responsible);
  await agree(tree.department.id, daysFrom(10), "Press calibration");
  await agree(tree.holding.id, daysFrom(100), "Lift service");

  const supplier = await as.maintainer.post("/stakeholders", { json: { name: "Kemi A/S", kind: "SUPPLIER" } });
  const chemical = async (name: string, codes: string[]) => {
    const answer = await as.maintainer.post("/chemicals", {
      json: {
        name,
        hazard_statement_codes: codes,
        supplies: [{ supplier_id: supplier.data.id, product_number: name }],
        countries_data: [],
      },
    });
    expect(answer.status).toBe(201);
    return answer.data.id as number;
  };
  const formalin = await chemical("Formalin", ["H350", "H301", "H314"]);
  const wax = await chemical("Paraffin wax", []);
  for (const [at, chemicalId, location] of [
    [tree.subsidiary.id, formalin, "Lab"],
    [tree.department.id, formalin, "Store"],
    [tree.holding.id, wax, "Office"],
  ] as const)
    created(
      await as.editor.post(`${org(at)}/chemical-associations`, {
        json: { chemical_id: chemicalId, storage_location: location },
      }),
    );

  const holding = org(tree.holding.id);
  const competence = async (name: string, frequency: string) =>
    (await as.editor.post(`${holding}/competences`, { json: { name, frequency } })).data.id as number;
  const forklift = await competence("Forklift", "P1Y");
  const induction = await competence("Induction", "P0D");
  const role = await as.manager.post(`${holding}/roles`, {
    json: { name: "Warehouse operator", competence_ids: [forklift, induction] },
  });
  for (const [at, acquired] of [
    [tree.department.id, null],
    [tree.subsidiary.id, daysFrom(-370)],
    [tree.subsidiary.id, daysFrom(-350)],
  ] as const) {
    const member = await as.manager.post(`${holding}/members`, {
      json: {
        name: "Operator",
        email: `op-${Math.random()}@test.example`,
        scope: "READ",
        organization_id: at,
        role_ids: [role.data.id],
      },
    });
    expect(member.status).toBe(201);
    if (acquired)
      expect(
        (
          await as.editor.put(`${holding}/members/${member.data.id}/competences/${forklift}`, {
            json: { last_acquisition_date: acquired },
          })
        ).status,
      ).toBe(200);
  }

  for (const [at, review] of [
    [tree.holding.id, daysFrom(-5)],
    [tree.subsidiary.id, daysFrom(-1)],
    [tree.subsidiary.id, daysFrom(20)],
  ] as const) {
    const policy = await as.editor.post(`${org(at)}/policies`, {
      json: { texts: { en: { title: `Policy ${review}`, content: "We care." } }, next_review_date: review },
    });
    created(policy);
    // Published: a review is of what was published, and only that is everyone's to see.
    created(
      await as.editor.post(`${org(at)}/policies/${policy.data.id}/publication`, {
        json: { change: "MINOR", change_note: null, last_modified_date: policy.data.last_modified_date },
      }),
    );
  }
});
afterAll(() => api.close());

const totalOf = async (client: ApiClient, path: string) => {
  const answer = await client.get(path);
  expect(answer.status).toBe(200);
  return answer.data.total_elements as number;
};

/** The tiles whose lists filter on the server, each with the list and filter it links to. */
const linked = (figures: Record<string, Record<string, number>>) =>
  [
    [figures.events!.open_high, "events?status=OPEN&importance=HIGH"],
    [figures.events!.open_medium, "events?status=OPEN&importance=MEDIUM"],
    [figures.events!.open_low, "events?status=OPEN&importance=LOW"],
    [figures.events!.overdue_actions, "events?overdue_actions=true"],
    [figures.events!.open_accidents, "events?status=OPEN&accident=true"],
    [figures.inspections!.overdue, "inspections?standing=OVERDUE"],
    [figures.inspections!.due_soon, "inspections?standing=DUE_SOON"],
    [figures.chemicals!.red, "chemical-associations?danger_code=RED"],
    [figures.chemicals!.sds_attention, "chemical-associations?sds=ATTENTION"],
    [figures.competences!.overdue, "competence-matrix?status=OVERDUE"],
    [figures.competences!.due_soon, "competence-matrix?status=DUE_SOON"],
    [figures.competences!.missing, "competence-matrix?status=MISSING"],
    [figures.policies!.review_due, "policies?review_due=true"],
    [figures.binding_obligations!.review_due, "legislations?review_due=true"],
  ] as const;

describe("the dashboard", () => {
  it("counts each tile as the list it links to, for a holding and for each unit below it", async () => {
    const { tree } = world;
    const answer = await as.reader.get(`${org(tree.holding.id)}/dashboard`);
    expect(answer.status).toBe(200);
    const { totals, units } = answer.data;
    expect(totals.events).toEqual({ open_high: 2, open_medium: 1, open_low: 1, open_accidents: 1, overdue_actions: 1 });
    expect(totals.inspections).toEqual({ overdue: 1, due_soon: 1 });
    expect(totals.chemicals.red).toBe(2);
    expect(totals.competences).toEqual({ overdue: 1, due_soon: 1, missing: 3 });
    for (const [count, list] of linked(totals))
      expect([list, count]).toEqual([list, await totalOf(as.reader, `${org(tree.holding.id)}/${list}`)]);

    const subsidiary = units.find(
      (unit: { organization: { id: number } }) => unit.organization.id === tree.subsidiary.id,
    );
    expect(units.map((unit: { organization: { name: string } }) => unit.organization.name).sort()).toEqual(
      ["Group HSE", "Limited subsidiary", "Subsidiary"].sort(),
    );
    expect(subsidiary.figures.events).toEqual({
      open_high: 2,
      open_medium: 1,
      open_low: 0,
      open_accidents: 1,
      overdue_actions: 1,
    });
    for (const [count, list] of linked(subsidiary.figures))
      expect([list, count]).toEqual([list, await totalOf(as.reader, `${org(tree.subsidiary.id)}/${list}`)]);
  });

  it("counts a unit's events as the holding's list filtered by that unit, events placed in its departments included", async () => {
    const { tree } = world;
    const holding = org(tree.holding.id);
    const { units } = (await as.reader.get(`${holding}/dashboard`)).data as {
      units: {
        organization: { id: number };
        figures: { events: Record<"open_high" | "open_medium" | "open_low" | "overdue_actions", number> };
      }[];
    };
    const groupHse = units.find((unit) => unit.organization.id === tree.holdingDepartment.id)!;
    // The holding's "Loose cable" event is placed in its department.
    expect(groupHse.figures.events.open_low).toBe(1);
    for (const { organization, figures } of units) {
      const list = (filter: string) =>
        totalOf(as.reader, `${holding}/events?${filter}&department_id=${organization.id}`);
      const open = figures.events.open_high + figures.events.open_medium + figures.events.open_low;
      expect([organization.id, open]).toEqual([organization.id, await list("status=OPEN")]);
      expect([organization.id, figures.events.overdue_actions]).toEqual([
        organization.id,
        await list("overdue_actions=true"),
      ]);
    }
  });

  it("answers as many units as asked, those with the most overdue first", async () => {
    type Unit = { organization: { name: string }; figures: Record<string, Record<string, number> | null> };
    const at = `${org(world.tree.holding.id)}/dashboard`;
    const all = (await as.reader.get(at)).data as { unit_count: number; units: Unit[] };
    const overdue = ({ figures }: Unit) =>
      (figures.inspections?.overdue ?? 0) +
      (figures.competences?.overdue ?? 0) +
      (figures.events?.overdue_actions ?? 0) +
      (figures.binding_obligations?.review_due ?? 0);
    expect(all.unit_count).toBe(3);
    expect(all.units.map(overdue)).toEqual(all.units.map(overdue).sort((a, b) => b - a));
    expect(overdue(all.units[0]!)).toBeGreaterThan(0);
    const first = (await as.reader.get(`${at}?units=1`)).data as { unit_count: number; units: Unit[] };
    expect(first.unit_count).toBe(3);
    expect(first.units.map((unit) => unit.organization.name)).toEqual([all.units[0]!.organization.name]);
    expect((await as.reader.get(`${at}?units=101`)).status).toBe(422);
  });

  it("counts the policies whose review is due as the list marks them", async () => {
    const at = `${org(world.tree.subsidiary.id)}`;
    const answer = await as.reader.get(`${at}/dashboard`);
    const policies = await as.reader.get(`${at}/policies?size=100`);
    const marked = policies.data.content.filter((row: { review_overdue: boolean }) => row.review_overdue).length;
    expect(answer.data.totals.policies).toEqual({ review_due: marked });
    expect(marked).toBe(2);
  });

  it("counts the binding obligations whose review date has passed, as the register lists them", async () => {
    const register = `${org(world.tree.subsidiary.id)}/legislations`;
    for (const [number, review] of [
      [1, daysFrom(-3)],
      [2, daysFrom(3)],
    ] as const) {
      const act = await as.maintainer.post("/legislations", {
        json: {
          title_en: `Act ${number}`,
          title_da: `Lov ${number}`,
          reference_number: `DASH-${number}`,
          territory: "DK",
        },
      });
      const entry = await as.editor.post(`${register}/${act.data.id}`);
      expect(entry.status).toBe(201);
      const reviewed = await as.editor.put(`${register}/${act.data.id}`, {
        json: { next_review_date: review, last_modified_date: entry.data.last_modified_date },
      });
      expect(reviewed.status).toBe(200);
    }
    const listed = (await as.reader.get(`${register}?size=100`)).data.content as { next_review_date: string | null }[];
    const due = listed.filter((row) => row.next_review_date !== null && row.next_review_date < today).length;
    const answer = (await as.reader.get(`${org(world.tree.subsidiary.id)}/dashboard`)).data;
    expect(answer.totals.binding_obligations).toEqual({ review_due: due });
    expect(due).toBe(1);
    expect(await totalOf(as.reader, `${register}?review_due=true`)).toBe(1);
    // Each organization keeps its own register: the holding's tile counts the holding's, as its list does.
    const holding = (await as.reader.get(`${org(world.tree.holding.id)}/dashboard`)).data;
    expect(holding.totals.binding_obligations).toEqual({ review_due: 0 });
    const unit = holding.units.find(
      (row: { organization: { id: number } }) => row.organization.id === world.tree.subsidiary.id,
    );
    expect(unit.figures.binding_obligations).toEqual({ review_due: 1 });
  });

  it("sums this year's waste as the waste report does", async () => {
    const { tree } = world;
    const handlers = `${org(tree.subsidiary.id)}/waste-handler-associations`;
    const typeId = async (code: string) =>
      (await as.reader.get(`/waste-types?q=${encodeURIComponent(code)}&size=1`)).data.content[0].id as number;
    const stakeholder = await as.maintainer.post("/stakeholders", {
      json: { name: "Affald ApS", kind: "WASTE_HANDLER" },
    });
    const handler = (await as.editor.post(handlers, { json: { stakeholder_id: stakeholder.data.id } })).data;
    const arrange = async (json: object) =>
      (await as.editor.post(`${handlers}/${handler.id}/arrangements`, { json })).data.id as number;
    const oil = await arrange({
      waste_type_id: await typeId("13 02 05"),
      fraction_name: "Spildolie",
      registration_unit: "LITRES",
      density_kg_per_m3: 900,
      treatment_code: "R9",
    });
    const pallets = await arrange({
      waste_type_id: await typeId("15 01 03"),
      fraction_name: "Paller",
      registration_unit: "CONTAINER_EMPTYINGS",
      container_volume_m3: 10,
      density_kg_per_m3: 150,
      treatment_code: "R3",
    });
    const statement = await as.editor.post(`${handlers}/${handler.id}/bulk-registrations`, {
      json: {
        performed_at: lastMonth,
        lines: [
          { arrangement_id: oil, quantity: 1200 },
          { arrangement_id: pallets, quantity: 3 },
        ],
      },
    });
    expect(statement.status).toBe(201);
    const year = today.slice(0, 4);
    const report = (await as.reader.get(`${org(tree.holding.id)}/waste-report?year=${year}`)).data;
    const answer = (await as.reader.get(`${org(tree.holding.id)}/dashboard`)).data;
    const { hazardous, non_hazardous } = report.years[1];
    expect(answer.totals.waste).toEqual({ hazardous_tonnes: hazardous, non_hazardous_tonnes: non_hazardous });
    // A statement is for a month that is over: in January, last month is last year's.
    const counted = lastMonth.startsWith(year);
    expect(answer.totals.waste).toEqual({
      hazardous_tonnes: counted ? 1.08 : 0,
      non_hazardous_tonnes: counted ? 4.5 : 0,
    });
  });

  it("gives a limited organization only the tiles of its features", async () => {
    const answer = await as.limited.get(`${org(world.tree.limited.id)}/dashboard`);
    expect(answer.status).toBe(200);
    const { totals } = answer.data;
    expect([totals.inspections, totals.competences, totals.chemicals]).toEqual([null, null, null]);
    expect(totals.events).toEqual({ open_high: 0, open_medium: 0, open_low: 0, open_accidents: 0, overdue_actions: 0 });
    expect(totals.waste).toEqual({ hazardous_tonnes: 0, non_hazardous_tonnes: 0 });
    expect(answer.data.co2).toMatchObject({ kg: 0, previous_kg: 0 });
  });

  it("lists what the signed-in member is responsible for, soonest first, and nothing of anyone else's", async () => {
    const holding = org(world.tree.holding.id);
    const tasks = (await owner.get(`${holding}/my-tasks`)).data;
    expect(tasks.inspections.total).toBe(1);
    expect(tasks.inspections.content[0]).toMatchObject({
      agreement_name: "Crane inspection",
      organization_name: "Subsidiary",
    });
    expect(tasks.actions.total).toBe(1);
    expect(tasks.actions.content[0]).toMatchObject({ title: "Mount the guard", done_date: null });
    expect(tasks.binding_obligations.total).toBe(0);
    // Seen from a unit the records are not under, they are not there.
    const elsewhere = (await owner.get(`${org(world.tree.holdingDepartment.id)}/my-tasks`)).data;
    expect([elsewhere.inspections.total, elsewhere.actions.total]).toEqual([0, 0]);
    const reader = (await as.reader.get(`${holding}/my-tasks`)).data;
    expect([reader.inspections.total, reader.actions.total, reader.binding_obligations.total]).toEqual([0, 0, 0]);
    expect((await as.outsider.get(`${holding}/my-tasks`)).status).toBe(404);
  });

  it("answers a reader of another tenant as if there were no organization", async () => {
    expect((await as.outsider.get(`${org(world.tree.holding.id)}/dashboard`)).status).toBe(404);
    expect((await as.outsider.get(`${org(world.otherTenant.id)}/dashboard`)).status).toBe(200);
  });
});
