import { filterEntries } from "../domain/organization-tree";
import { permissionNames } from "../domain/permissions";
import { toWire } from "../domain/wire-casing";
import { createChildOrganization, updateOrganization } from "../services/organization-structure";
import { listAreas } from "../services/organization-reference";
import { findChild } from "../services/organizations";
import type { ApiDeps } from "./env";
import { organizationsApi } from "./contracts/organizations";
import { currentUser } from "./middleware/session";
import { invalid, notFound } from "./problem";
import { createRouter, guarded } from "./router";
import { translateServiceErrors } from "./service-errors";
import type { z } from "./schemas/common";
import type { organizationUpdate } from "./schemas/organizations";

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
    const { q, type, parent_id, id, page, size } = c.req.valid("query");
    const entries = await c.var.deps.caches.directory.accessibleEntries(currentUser(c).id);
    const matching = filterEntries(entries, { search: q, type, parentId: parent_id, id });
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
    await translateServiceErrors(() =>
      updateOrganization(db, { userId: currentUser(c).id }, access.id, toDetails(details), last_modified_date),
    );
    caches.directory.forget();
    return c.json(await organizationBody(c.var.deps, access.id), 200);
  })
  .openapi(guarded(organizationsApi.permissions), (c) => {
    const names = permissionNames(c.var.organization.scope, currentUser(c).systemPermissions);
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
  .openapi(guarded(organizationsApi.updateDepartment), async (c) => {
    const { db, caches } = c.var.deps;
    const access = c.var.organization;
    const { id } = c.req.valid("param");
    if (!(await findChild(db, caches.directory, access.id, id, "DEPARTMENT"))) throw notFound("Department");
    const { last_modified_date, ...details } = c.req.valid("json");
    await translateServiceErrors(() =>
      updateOrganization(db, { userId: currentUser(c).id }, id, toDetails(details), last_modified_date),
    );
    caches.directory.forget();
    return c.json(await organizationBody(c.var.deps, id), 200);
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
  });

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
  };
}
