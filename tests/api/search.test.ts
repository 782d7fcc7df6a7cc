import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../server/db/client";
import { managementReviews, objectives } from "../../server/db/schema";
import { startTestApi, type TestApi } from "../support/api-server";
import { createMachine, createOrganization } from "../support/factories";
import type { ApiClient } from "../support/http-client";
import { createWorld, signInAs, type World } from "../support/sign-in";

let api: TestApi;
let world: World;
let editor: ApiClient;
let reader: ApiClient;
let limited: ApiClient;

type Hit = { kind: string; link_id: number; title: string; detail: string | null; organization: { name: string } };

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
  editor = await signInAs(api.url, api.db, world, "editor");
  reader = await signInAs(api.url, api.db, world, "reader");
  limited = await signInAs(api.url, api.db, world, "limited");
});
afterAll(() => api.close());

const find = async (client: ApiClient, organizationId: number, q: string, extra: Record<string, string> = {}) => {
  const answer = await client.get(`/organizations/${organizationId}/search?${new URLSearchParams({ q, ...extra })}`);
  expect(answer.status).toBe(200);
  return answer.data as { content: Hit[]; more: boolean };
};
const titles = (found: { content: Hit[] }) => found.content.map((hit) => hit.title);

/** A chemical of the catalogue with one substance, kept by `organizationId`. */
async function keepChemical(organizationId: number, name: string, substance: { name: string; cas: string }) {
  const [row] = await queryRows<{ id: number; substanceId: number }>(
    api.db,
    sql`with s as (insert into substances (name, cas_number) values (${substance.name}, ${substance.cas}) returning id),
        c as (insert into chemicals (name, danger_code) values (${name}, 'YELLOW') returning id),
        cs as (insert into chemical_substances (chemical_id, substance_id, concentration_max)
          select c.id, s.id, 100 from c, s)
      insert into chemical_associations (organization_id, chemical_id) select ${organizationId}, c.id from c
      returning id, (select id from s) as "substanceId"`,
  );
  return row!;
}

describe("search", () => {
  it("finds a record by a word in either language's inflection, by its number, and follows its changes", async () => {
    const subsidiary = world.tree.subsidiary.id;
    const machine = await createMachine(api.db, subsidiary, {
      name: "Gaffeltrucken i kemikalielageret",
      serialNumber: "LN-0042",
      manufacturer: "Linde",
    });
    expect(titles(await find(editor, subsidiary, "gaffeltruck"))).toEqual(["Gaffeltrucken i kemikalielageret"]);
    expect(titles(await find(editor, subsidiary, "kemikalielager"))).toContain("Gaffeltrucken i kemikalielageret");
    const bySerial = await find(editor, subsidiary, "ln0042");
    expect(bySerial.content).toMatchObject([{ kind: "MACHINE", link_id: machine.id, detail: "LN-0042" }]);
    expect(titles(await find(editor, subsidiary, "LN-0042"))).toEqual(["Gaffeltrucken i kemikalielageret"]);
    expect(titles(await find(editor, subsidiary, "linde gaffel"))).toEqual(["Gaffeltrucken i kemikalielageret"]);
    expect(titles(await find(editor, subsidiary, "linde kran"))).toEqual([]);

    await api.db.execute(sql`update machines set name = 'Stabler i hal 2' where id = ${machine.id}`);
    expect(titles(await find(editor, subsidiary, "gaffeltruck"))).toEqual([]);
    expect(titles(await find(editor, subsidiary, "stabler"))).toEqual(["Stabler i hal 2"]);
    await api.db.execute(sql`delete from machines where id = ${machine.id}`);
    expect(titles(await find(editor, subsidiary, "stabler"))).toEqual([]);
  });

  it("finds an event reported through the API by an English word, and ranks a title above a description", async () => {
    const subsidiary = world.tree.subsidiary.id;
    const occurred = new Date(Date.now() - 86_400_000).toISOString();
    const report = (title: string, description: string) =>
      editor.post(`/organizations/${subsidiary}/events`, {
        json: { title, description, occurred_at: occurred, importance: "LOW", category: "ENVIRONMENT" },
      });
    expect((await report("Spilled solvents at the loading bay", "A drum tipped over.")).status).toBe(201);
    expect((await report("Drum tipped over", "Some solvent reached the drain.")).status).toBe(201);
    const found = await find(editor, subsidiary, "solvent");
    expect(titles(found)).toEqual(["Spilled solvents at the loading bay", "Drum tipped over"]);
    expect(found.content[0]).toMatchObject({ kind: "EVENT", organization: { name: world.tree.subsidiary.name } });
  });

  it("finds a chemical by its substance's CAS number typed any way, and by the substance's new name", async () => {
    const subsidiary = world.tree.subsidiary.id;
    const kept = await keepChemical(subsidiary, "Rensevæske Blå", { name: "Ethanol test", cas: "64-17-5" });
    for (const q of ["64-17-5", "64175", "64 17 5", "64-17"]) {
      expect((await find(editor, subsidiary, q)).content, q).toMatchObject([
        { kind: "CHEMICAL", link_id: kept.id, title: "Rensevæske Blå", detail: "64-17-5" },
      ]);
    }
    await api.db.execute(sql`update substances set name = 'Ætanol prøve' where id = ${kept.substanceId}`);
    expect(titles(await find(editor, subsidiary, "ætanol"))).toEqual(["Rensevæske Blå"]);
  });

  it("finds a waste handler by an EWC code of what it takes away", async () => {
    const subsidiary = world.tree.subsidiary.id;
    const [handler] = await queryRows<{ id: number }>(
      api.db,
      sql`with s as (insert into stakeholders (name, kind) values ('Renovation Sønderjylland', 'SUPPLIER') returning id)
        insert into waste_handler_associations (organization_id, stakeholder_id) select ${subsidiary}, id from s returning id`,
    );
    await api.db
      .execute(sql`insert into waste_arrangements (association_id, waste_type_id, fraction_name, registration_unit)
      select ${handler!.id}, id, 'Olieaffald', 'KILOGRAMS' from waste_types where code = '130205'`);
    for (const q of ["13 02 05*", "130205", "13 02"]) {
      expect((await find(editor, subsidiary, q)).content, q).toMatchObject([
        { kind: "WASTE_HANDLER", link_id: handler!.id, title: "Renovation Sønderjylland", detail: "13 02 05*" },
      ]);
    }
    expect(titles(await find(editor, subsidiary, "olieaffald"))).toEqual(["Renovation Sønderjylland"]);
  });

  it("finds only what the organization's lists show: not another tenant's, not a feature it lacks, not above", async () => {
    const { holding, subsidiary, limited: limitedOrganization } = world.tree;
    await createMachine(api.db, world.otherTenant.id, { name: "Hemmelig kompressor" });
    await createMachine(api.db, limitedOrganization.id, { name: "Begrænset kompressor" });
    await createMachine(api.db, holding.id, { name: "Koncernens kompressor" });
    await createMachine(api.db, subsidiary.id, { name: "Datterens kompressor" });

    expect(titles(await find(editor, holding.id, "kompressor")).sort()).toEqual([
      "Begrænset kompressor",
      "Datterens kompressor",
      "Koncernens kompressor",
    ]);
    expect(titles(await find(reader, subsidiary.id, "kompressor"))).toEqual(["Datterens kompressor"]);
    // Machines are not part of a limited organization's subscription.
    expect(titles(await find(limited, limitedOrganization.id, "kompressor"))).toEqual([]);
    const other = await editor.get(`/organizations/${world.otherTenant.id}/search?q=kompressor`);
    expect(other.status).toBe(404);
  });

  it("finds people of the organizations above, but another organization's stakeholders in its own register only", async () => {
    const { holding, subsidiary } = world.tree;
    const [member] = await queryRows<{ id: number }>(
      api.db,
      sql`with u as (insert into users (email, name, password_hash)
          values ('birgitte.lund@search.example', 'Birgitte Løvgren Lund', 'not-a-hash') returning id)
        insert into memberships (organization_id, user_id, scope, job_title) select ${holding.id}, id, 'READ', 'Miljøkoordinator' from u
        returning id`,
    );
    const atSubsidiary = await find(editor, subsidiary.id, "løvgren");
    expect(atSubsidiary.content).toMatchObject([{ kind: "MEMBER", link_id: member!.id, detail: "Miljøkoordinator" }]);
    expect(titles(await find(editor, subsidiary.id, "birgitte.lund@search.example"))).toEqual([
      "Birgitte Løvgren Lund",
    ]);

    await api.db
      .execute(sql`with s as (insert into stakeholders (name, kind) values ('Kommunens miljøafdeling', 'AUTHORITY') returning id)
      insert into stakeholder_associations (organization_id, stakeholder_id) select ${subsidiary.id}, id from s`);
    expect(titles(await find(editor, subsidiary.id, "miljøafdeling"))).toEqual(["Kommunens miljøafdeling"]);
    expect(titles(await find(editor, holding.id, "miljøafdeling"))).toEqual([]);
  });

  it("gives an obligation's title in Danish beside its English one, and finds it by a word of either", async () => {
    const subsidiary = world.tree.subsidiary.id;
    const [act] = await queryRows<{ id: number; titleEn: string; titleDa: string; referenceNumber: string }>(
      api.db,
      sql`insert into legislations (title_en, title_da, reference_number, territory)
        values ('Executive order on the handling of solvents', 'Bekendtgørelse om håndtering af opløsningsmidler', 'BEK nr 9999', 'DK')
        returning id, title_en as "titleEn", title_da as "titleDa", reference_number as "referenceNumber"`,
    );
    await api.db.execute(
      sql`insert into legislation_associations (organization_id, legislation_id) values (${subsidiary}, ${act!.id})`,
    );
    for (const q of ["opløsningsmidlerne", "handling solvent", "BEK 9999"]) {
      expect((await find(editor, subsidiary, q)).content, q).toMatchObject([
        {
          kind: "OBLIGATION",
          link_id: act!.id,
          title: act!.titleEn,
          title_da: act!.titleDa,
          detail: act!.referenceNumber,
        },
      ]);
    }
  });

  it("finds a risk by its hazard and follows a change of its work process, and finds planning's other registers", async () => {
    const at = `/organizations/${world.tree.subsidiary.id}`;
    const truck = {
      activity: "Truckkørsel i hal 3",
      hazard_category: "TRAFFIC",
      hazard: "Påkørsel af fodgængere ved reolerne",
      likelihood: 3,
      severity: 4,
    };
    const risk = await editor.post(`${at}/risks`, { json: truck });
    expect(titles(await find(reader, world.tree.subsidiary.id, "fodgængere"))).toContain("Truckkørsel i hal 3");
    const moved = await editor.put(`${at}/risks/${risk.data.id}`, {
      json: { ...truck, activity: "Truckkørsel i hal 4", last_modified_date: risk.data.last_modified_date },
    });
    expect(moved.status).toBe(200);
    const found = await find(reader, world.tree.subsidiary.id, "truckkørsel", { kind: "RISK" });
    expect(found.content.map((hit) => [hit.title, hit.kind])).toEqual([["Truckkørsel i hal 4", "RISK"]]);

    await editor.post(`${at}/aspects`, {
      json: {
        activity: "Lakering",
        aspect: "Udledning af opløsningsmidler",
        impact: "Luftforurening",
        condition: "NORMAL",
        life_cycle_stage: "PRODUCTION",
        severity: 3,
        probability: 3,
        legal_requirement: 3,
        stakeholder_concern: 2,
      },
    });
    expect(titles(await find(reader, world.tree.subsidiary.id, "opløsningsmidler"))).toContain(
      "Lakering: Udledning af opløsningsmidler",
    );
    // A limited company has risks, not aspects.
    expect(titles(await find(limited, world.tree.limited.id, "opløsningsmidler"))).toEqual([]);
  });

  it("finds an objective by its description and a management review by its minutes, each once it is written", async () => {
    const subsidiary = world.tree.subsidiary.id;
    const [objective] = await api.db
      .insert(objectives)
      .values({
        organizationId: world.tree.department.id,
        title: "Mindre farligt affald",
        description: "Opløsningsmidler genbruges i stedet for at blive brændt",
        measure: "HAZARDOUS_WASTE_SHARE",
        baselineYear: 2025,
        baselineValue: 40,
        targetValue: 25,
        deadline: "2028-12-31",
      })
      .returning();
    expect((await find(editor, subsidiary, "genbrug")).content).toMatchObject([
      { kind: "OBJECTIVE", link_id: objective!.id, title: "Mindre farligt affald" },
    ]);
    const [review] = await api.db
      .insert(managementReviews)
      .values({ organizationId: subsidiary, title: "Ledelsens evaluering, efterår", reviewDate: "2026-10-01" })
      .returning();
    expect(titles(await find(editor, subsidiary, "efterår"))).toEqual(["Ledelsens evaluering, efterår"]);
    expect((await find(editor, subsidiary, "varmepumpe")).content).toEqual([]);
    await api.db
      .update(managementReviews)
      .set({ notes: { resources: "En varmepumpe til lageret" }, decisions: "Budget til energisyn" })
      .where(eq(managementReviews.id, review!.id));
    for (const word of ["varmepumpe", "energisyn"]) {
      expect((await find(editor, subsidiary, word)).content).toMatchObject([
        { kind: "MANAGEMENT_REVIEW", link_id: review!.id },
      ]);
    }
    // A department does not find its company's review: a register reads its organization and those below.
    expect((await find(editor, world.tree.department.id, "efterår")).content).toEqual([]);
  });

  it("narrows to one kind and pages, saying whether there are more", async () => {
    const organization = await createOrganization(api.db, { name: "Paging A/S", parentId: world.tree.holding.id });
    for (let index = 0; index < 23; index += 1) {
      await createMachine(api.db, organization.id, { name: `Pumpe ${String(index).padStart(2, "0")}` });
    }
    const first = await find(editor, organization.id, "pumpe");
    expect([first.content.length, first.more]).toEqual([20, true]);
    const second = await find(editor, organization.id, "pumpe", { page: "1" });
    expect([second.content.length, second.more]).toEqual([3, false]);
    expect(new Set([...titles(first), ...titles(second)]).size).toBe(23);
    expect((await find(editor, organization.id, "pumpe", { kind: "METER" })).content).toEqual([]);
  });

  it("answers a query of only signs with nothing, and refuses what is not a query", async () => {
    const subsidiary = world.tree.subsidiary.id;
    for (const q of ["***", "&|!:*()", "'"]) expect((await find(editor, subsidiary, q)).content).toEqual([]);
    expect((await find(editor, subsidiary, "a & b | !c:* (d")).content).toBeInstanceOf(Array);
    const base = `/organizations/${subsidiary}/search`;
    for (const query of ["", "?q=", "?q=%20%20", `?q=${"x".repeat(201)}`, "?q=pumpe&page=50", "?q=pumpe&kind=NOPE"]) {
      expect((await editor.get(`${base}${query}`)).status, query).toBe(422);
    }
  });
});
