import { departmentChoices } from "../domain/department-choices";
import { filterEntries } from "../domain/organization-tree";
import { membersReportEvents } from "../services/event-reporters";
import { permissionNames } from "../domain/permissions";
import { toWire } from "../domain/wire-casing";
import type { Context } from "hono";
import {
  createChildOrganization,
  removeChildOrganization,
  updateOrganization,
} from "../services/organization-structure";
import { listAreas } from "../services/organization-reference";
import { findChild } from "../services/organizations";
import type { ApiDeps, ApiEnv } from "./env";
import { sendLogo, shownLogo } from "./logo";
import { organizationsApi } from "./contracts/organizations";
import { currentUser } from "./middleware/session";
import { invalid, notFound } from "./problem";
import { createRouter, guarded } from "./router";
import type { z } from "./schemas/common";
import type { childOrganizationUpdate, organizationUpdate } from "./schemas/organizations";

async function organizationBody({ caches }: ApiDeps, id: number) {
  const [record, placement] = await Promise.all([caches.directory.record(id), caches.directory.placement(id)]);
  if (!record || !placement) throw notFound("Organization");
  // Named field by field: internal columns (the lineage) stay inside.
  const { lineage: _lineage, ...fields } = record;
  return toWire({
    ...fields,
    featureAccessibility: placement.accessibility,
    departmentCount: placement.departments,
    subsidiaryCount: placement.subsidiaries,
  });
}

export const organizationRoutes = createRouter()
  .openapi(guarded(organizationsApi.list), async (c) => {
    const trees = await c.var.deps.caches.directory.accessibleTrees(currentUser(c).id);
    return c.json({ total_elements: trees.length, content: toWire(trees) }, 200);
  })
  .openapi(guarded(organizationsApi.accessible), async (c) => {
    const { q, type, parent_id, id, within, page, size } = c.req.valid("query");
    const entries = await c.var.deps.caches.directory.accessibleEntries(currentUser(c).id);
    const matching = filterEntries(entries, { search: q, type, parentId: parent_id, id, within });
    const content = matching.slice(page * size, (page + 1) * size);
    return c.json({ total_elements: matching.length, content: toWire(content) }, 200);
  })
  .openapi(guarded(organizationsApi.get), async (c) =>
    c.json(await organizationBody(c.var.deps, c.var.organization.id), 200),
  )
  .openapi(guarded(organizationsApi.put), async (c) => {
    const { db, caches } = c.var.deps;
    const access = c.var.organization;
    const { last_modified_date, ...details } = c.req.valid("json");
    await updateOrganization(db, { userId: currentUser(c).id }, access.id, toDetails(details), last_modified_date);
    caches.directory.forget();
    return c.json(await organizationBody(c.var.deps, access.id), 200);
  })
  .openapi(guarded(organizationsApi.permissions), async (c) => {
    const access = c.var.organization;
    const reporters = await membersReportEvents(c.var.deps.db, access.id);
    const names = permissionNames(access.scope, currentUser(c).systemPermissions, reporters);
    return c.json({ total_elements: names.length, content: names }, 200);
  })
  .openapi(guarded(organizationsApi.areas), async (c) => {
    const list = await listAreas(c.var.deps.db, c.var.organization.id);
    return c.json({ total_elements: list.length, content: toWire(list) }, 200);
  })
  .openapi(guarded(organizationsApi.departments), async (c) => {
    const access = c.var.organization;
    const tree = await c.var.deps.caches.directory.subtree(access.id, access.accessibility);
    const departments = tree?.departments ?? [];
    return c.json({ total_elements: departments.length, content: toWire(departments) }, 200);
  })
  .openapi(guarded(organizationsApi.departmentChoices), async (c) => {
    const entries = await c.var.deps.caches.directory.accessibleEntries(currentUser(c).id);
    const choices = departmentChoices(entries, c.var.organization.id, c.req.valid("query").chosen);
    return c.json({ total_elements: choices.length, content: choices }, 200);
  })
  .openapi(guarded(organizationsApi.createDepartment), async (c) => {
    const { db } = c.var.deps;
    const access = c.var.organization;
    const created = await createChildOrganization(
      db,
      { userId: currentUser(c).id },
      access.id,
      "DEPARTMENT",
      toDetails(c.req.valid("json")),
    );
    c.var.deps.caches.directory.forget();
    return c.json(await organizationBody(c.var.deps, created.id), 201);
  })
  .openapi(guarded(organizationsApi.updateDepartment), async (c) =>
    c.json(await updateChild(c, c.req.valid("json"), "DEPARTMENT"), 200),
  )
  .openapi(guarded(organizationsApi.updateSubsidiary), async (c) =>
    c.json(await updateChild(c, c.req.valid("json"), "COMPANY"), 200),
  )
  .openapi(guarded(organizationsApi.removeDepartment), async (c) => {
    await removeChild(c, "DEPARTMENT");
    return c.body(null, 204);
  })
  .openapi(guarded(organizationsApi.removeSubsidiary), async (c) => {
    await removeChild(c, "COMPANY");
    return c.body(null, 204);
  })
  .openapi(guarded(organizationsApi.createSubsidiary), async (c) => {
    const { db } = c.var.deps;
    const access = c.var.organization;
    const parent = await c.var.deps.caches.directory.record(access.id);
    if (parent?.type !== "COMPANY") {
      throw invalid([
        { path: "", message: "A subsidiary belongs to a company, not a department", code: "invalid_parent" },
      ]);
    }
    const created = await createChildOrganization(
      db,
      { userId: currentUser(c).id },
      access.id,
      "COMPANY",
      toDetails(c.req.valid("json")),
    );
    c.var.deps.caches.directory.forget();
    return c.json(await organizationBody(c.var.deps, created.id), 201);
  })
  .openapi(guarded(organizationsApi.logo), async (c) =>
    sendLogo(c, await shownLogo(c.var.deps.caches.directory, c.var.organization.id)),
  );

type ChildContext = Context<ApiEnv, string, { out: { param: { org: number; id: number } } }>;

async function childOf(c: ChildContext, type: "COMPANY" | "DEPARTMENT") {
  const { db, caches } = c.var.deps;
  const child = await findChild(db, caches.directory, c.var.organization.id, c.req.valid("param").id, type);
  if (!child) throw notFound(type === "DEPARTMENT" ? "Department" : "Subsidiary");
  return child;
}

/** A department or subsidiary below {org}: its details, and a move to a new parent inside {org}. */
async function updateChild(
  c: ChildContext,
  body: z.infer<typeof childOrganizationUpdate>,
  type: "COMPANY" | "DEPARTMENT",
) {
  const { db, caches } = c.var.deps;
  const child = await childOf(c, type);
  const { last_modified_date, parent_id, ...details } = body;
  if (parent_id !== undefined && !(await caches.directory.isInSubtree(c.var.organization.id, parent_id))) {
    throw invalid([{ path: "parent_id", message: "Not an organization below this one", code: "unknown_reference" }]);
  }
  await updateOrganization(
    db,
    { userId: currentUser(c).id },
    child.id,
    toDetails(details),
    last_modified_date,
    parent_id,
  );
  caches.directory.forget();
  return organizationBody(c.var.deps, child.id);
}

async function removeChild(c: ChildContext, type: "COMPANY" | "DEPARTMENT") {
  const child = await childOf(c, type);
  await removeChildOrganization(c.var.deps.db, { userId: currentUser(c).id }, child.id);
  c.var.deps.caches.directory.forget();
}

type DetailsInput = Omit<z.infer<typeof organizationUpdate>, "last_modified_date">;

function toDetails(input: DetailsInput) {
  return {
    name: input.name,
    naceCode: input.nace_code ?? null,
    registrationNumber: input.registration_number ?? null,
    address: input.address ?? null,
    zipCode: input.zip_code ?? null,
    city: input.city ?? null,
    countryAlpha2: input.country_alpha2 ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    ...(input.iso_standards ? { isoStandards: input.iso_standards } : {}),
    ...(input.sds_review_years !== undefined ? { sdsReviewYears: input.sds_review_years } : {}),
    ...(input.members_report_events !== undefined ? { membersReportEvents: input.members_report_events } : {}),
    ...(input.require_two_factor !== undefined ? { requireTwoFactor: input.require_two_factor } : {}),
    ...(input.reminder_days !== undefined ? { reminderDays: [...input.reminder_days].sort((a, b) => b - a) } : {}),
    ...(input.escalation_days !== undefined ? { escalationDays: input.escalation_days } : {}),
    ...(input.logo_file_id !== undefined ? { logoFileId: input.logo_file_id } : {}),
  };
}
