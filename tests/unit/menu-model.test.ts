import { describe, expect, it } from "vitest";
import {
  MENU,
  systemMenu,
  visibleActions,
  visibleMenu,
  type MenuAccess,
} from "../../app/components/menu/menu-model.server";
import type { PermissionName } from "../../server/domain/permissions";

const access = (names: PermissionName[], accessibility: MenuAccess["accessibility"] = "FULL"): MenuAccess => ({
  names,
  accessibility,
});
const groupKeys = (menu: ReturnType<typeof visibleMenu>) => menu.map((group) => group.key);

describe("the menu", () => {
  it("links every entry whose screen exists, and only those", () => {
    const organization = visibleMenu(access(["READ", "EDIT", "MANAGE"])).find((group) => group.key === "organization")!;
    expect(Object.fromEntries(organization.items.map((item) => [item.key, item.path]))).toMatchObject({
      members: "/organization/members-roles-and-competences",
      scope: "/organization/scope",
      stakeholders: "/organization/stakeholders",
      manageOrganization: "/organization/manage-organization",
      delegation: null,
    });
    const operation = visibleMenu(access(["READ"])).find((group) => group.key === "operation")!;
    expect(operation.items).toEqual([
      { key: "procedures", path: "/operation/procedures" },
      { key: "agreementTemplates", path: null },
    ]);
  });

  it("holds every group of the spec in order, and every placeholder", () => {
    expect(MENU.map((group) => group.key)).toEqual([
      "admin",
      "organization",
      "leadership",
      "planning",
      "operation",
      "documents",
      "monitoring",
      "chemicals",
      "evaluation",
    ]);
    const placeholders = MENU.flatMap((group) =>
      group.items.filter((item) => item.placeholder).map((item) => item.key),
    );
    expect(placeholders.sort()).toEqual(
      ["delegation", "competence", "listsAndReports", "questionnaires", "agreementTemplates"].sort(),
    );
  });

  it("leads a maintainer to the admin area without any organization, and nobody else", () => {
    expect(groupKeys(systemMenu(["MAINTAIN"]))).toEqual(["admin"]);
    expect(systemMenu(["MAINTAIN"])[0]!.items).toContainEqual({ key: "adminChemicals", path: "/admin/chemicals" });
    expect(systemMenu([])).toEqual([]);
  });

  it("shows the risk assessment, aspects, objectives and action plan to every reader, and admin only with system MAINTAIN", () => {
    const planning = (names: PermissionName[]) =>
      visibleMenu(access(names)).find((group) => group.key === "planning")!.items;
    expect(planning(["READ"])).toEqual([
      { key: "riskAssessment", path: "/planning/risk-assessment" },
      { key: "aspects", path: "/planning/aspects" },
      { key: "objectives", path: "/planning/objectives" },
      { key: "actionPlan", path: "/planning/action-plan" },
    ]);
    expect(planning(["READ", "EDIT", "MANAGE"]).map((item) => item.key)).toEqual([
      "riskAssessment",
      "aspects",
      "objectives",
      "actionPlan",
    ]);
    expect(groupKeys(visibleMenu(access(["READ", "EDIT", "MANAGE"])))).not.toContain("admin");
    expect(groupKeys(visibleMenu(access(["READ", "SYSTEM_MAINTAIN"])))).toContain("admin");
  });

  it("keeps manage organization for managers", () => {
    const items = (names: PermissionName[]) =>
      visibleMenu(access(names))
        .find((g) => g.key === "organization")!
        .items.map((i) => i.key);
    expect(items(["READ", "EDIT"])).not.toContain("manageOrganization");
    expect(items(["READ", "EDIT", "MANAGE"])).toContain("manageOrganization");
  });

  it("shows a limited organization only the flagged entries, and the admin area still to maintainers", () => {
    const menu = visibleMenu(access(["READ", "EDIT", "MANAGE", "SYSTEM_MAINTAIN"], "LIMITED"));
    const entries = Object.fromEntries(menu.map((group) => [group.key, group.items.map((item) => item.key)]));
    expect(entries).toEqual({
      admin: expect.arrayContaining(["adminChemicals", "adminLegislation"]),
      organization: ["members", "scope", "stakeholders", "communication"],
      leadership: ["policies"],
      planning: ["riskAssessment", "actionPlan"],
      operation: ["procedures"],
      documents: ["bindingObligations", "ownDocuments"],
      monitoring: ["meters", "waste"],
      // Compliance evaluation is the legal register's, which a limited organization keeps (decision 036).
      evaluation: ["eventHandling", "complianceEvaluation"],
    });
  });

  it("renders placeholders and screens still to come without a link", () => {
    const organization = visibleMenu(access(["READ"])).find((g) => g.key === "organization")!;
    expect(organization.items.find((item) => item.key === "delegation")!.path).toBeNull();
  });

  it("offers reporting an event to those who may report in the mobile actions, leading to its screen", () => {
    const reporting = { key: "reportEvent", path: "/events/new" };
    expect(visibleActions(access(["READ", "EDIT", "REPORT_EVENT"]))[0]).toEqual(reporting);
    expect(visibleActions(access(["READ", "REPORT_EVENT"]))[0]).toEqual(reporting);
    expect(visibleActions(access(["READ"])).map((item) => item.key)).not.toContain("reportEvent");
  });
});
