import { createRoute } from "@hono/zod-openapi";
import { permissionNames } from "../domain/permissions";
import { toWire } from "../domain/wire-casing";
import { createChildOrganization, updateOrganization } from "../services/organization-structure";
import { listAreas, listRoles } from "../services/organization-reference";
import type { OrganizationAccess } from "../services/organization-directory";
import { findChild } from "../services/organizations";
import type { ApiDeps } from "./env";
import { requireScope } from "./middleware/organization";
import { currentUser, requireAuth } from "./middleware/session";
import { invalid, notFound } from "./problem";
import { createRouter } from "./router";
import { translateServiceErrors } from "./service-errors";
import {
  conflictProblem,
  json,
  jsonBody,
  listOf,
  organizationItemParams,
  organizationParams,
  standardProblems,
  type z,
} from "./schemas/common";
import {
  area,
  organization,
  organizationInput,
  organizationNode,
  organizationUpdate,
  permissions,
  role,
} from "./schemas/organizations";

const tags = ["Organization"];
const read = requireScope("READ");
const manage = requireScope("MANAGE", "manage-organization");

const routes = {
  list: createRoute({
    method: "get",
    path: "/organizations",
    tags,
    middleware: [requireAuth] as const,
    summary: "The organization trees the user belongs to",
    responses: { 200: json(listOf(organizationNode)), 401: standardProblems[401] },
  }),
  get: createRoute({
    method: "get",
    path: "/organizations/{org}",
    tags,
    middleware: [read] as const,
    request: { params: organizationParams },
    responses: { 200: json(organization), ...standardProblems },
  }),
  put: createRoute({
    method: "put",
    path: "/organizations/{org}",
    tags,
    middleware: [manage] as const,
    request: { params: organizationParams, body: jsonBody(organizationUpdate) },
    responses: { 200: json(organization), ...standardProblems, ...conflictProblem },
  }),
  permissions: createRoute({
    method: "get",
    path: "/organizations/{org}/permissions",
    tags,
    middleware: [read] as const,
    summary: "The permission names the user holds in the organization",
    request: { params: organizationParams },
    responses: { 200: json(permissions), ...standardProblems },
  }),
  roles: createRoute({
    method: "get",
    path: "/organizations/{org}/roles",
    tags,
    middleware: [requireScope("READ", "members")] as const,
    request: { params: organizationParams },
    responses: { 200: json(listOf(role)), ...standardProblems },
  }),
  areas: createRoute({
    method: "get",
    path: "/organizations/{org}/areas",
    tags,
    middleware: [read] as const,
    request: { params: organizationParams },
    responses: { 200: json(listOf(area)), ...standardProblems },
  }),
  departments: createRoute({
    method: "get",
    path: "/organizations/{org}/departments",
    tags,
    middleware: [read] as const,
    request: { params: organizationParams },
    responses: { 200: json(listOf(organizationNode)), ...standardProblems },
  }),
  createDepartment: createRoute({
    method: "post",
    path: "/organizations/{org}/departments",
    tags,
    middleware: [manage] as const,
    request: { params: organizationParams, body: jsonBody(organizationInput) },
    responses: { 201: json(organization, "Created"), ...standardProblems },
  }),
  updateDepartment: createRoute({
    method: "put",
    path: "/organizations/{org}/departments/{id}",
    tags,
    middleware: [manage] as const,
    request: { params: organizationItemParams, body: jsonBody(organizationUpdate) },
    responses: { 200: json(organization), ...standardProblems, ...conflictProblem },
  }),
  createSubsidiary: createRoute({
    method: "post",
    path: "/organizations/{org}/subsidiaries",
    tags,
    middleware: [manage] as const,
    request: { params: organizationParams, body: jsonBody(organizationInput) },
    responses: { 201: json(organization, "Created"), ...standardProblems },
  }),
};

async function organizationBody({ caches }: ApiDeps, id: number, access: OrganizationAccess) {
  const [record, tree] = await Promise.all([
    caches.directory.record(id),
    caches.directory.subtree(id, access.accessibility),
  ]);
  if (!record || !tree) throw notFound("Organization");
  // Named field by field: internal columns (the lineage) stay inside.
  const { lineage: _lineage, ...fields } = record;
  return toWire({
    ...fields,
    featureAccessibility: tree.featureAccessibility,
    subsidiaries: tree.subsidiaries,
    departments: tree.departments,
  });
}

export const organizationRoutes = createRouter()
  .openapi(routes.list, async (c) => {
    const trees = await c.var.deps.caches.directory.accessibleTrees(currentUser(c).id);
    return c.json({ total_elements: trees.length, content: toWire(trees) }, 200);
  })
  .openapi(routes.get, async (c) => {
    const access = c.var.organization;
    return c.json(await organizationBody(c.var.deps, access.id, access), 200);
  })
  .openapi(routes.put, async (c) => {
    const { db, caches } = c.var.deps;
    const access = c.var.organization;
    const { last_modified_date, ...details } = c.req.valid("json");
    await translateServiceErrors(() =>
      updateOrganization(db, { userId: currentUser(c).id }, access.id, toDetails(details), last_modified_date),
    );
    caches.directory.forget();
    return c.json(await organizationBody(c.var.deps, access.id, access), 200);
  })
  .openapi(routes.permissions, (c) => {
    const names = permissionNames(c.var.organization.scope, currentUser(c).systemPermissions);
    return c.json({ total_elements: names.length, content: names }, 200);
  })
  .openapi(routes.roles, async (c) => {
    const list = await listRoles(c.var.deps.db, c.var.organization.id);
    return c.json({ total_elements: list.length, content: toWire(list) }, 200);
  })
  .openapi(routes.areas, async (c) => {
    const list = await listAreas(c.var.deps.db, c.var.organization.id);
    return c.json({ total_elements: list.length, content: toWire(list) }, 200);
  })
  .openapi(routes.departments, async (c) => {
    const access = c.var.organization;
    const tree = await c.var.deps.caches.directory.subtree(access.id, access.accessibility);
    const departments = tree?.departments ?? [];
    return c.json({ total_elements: departments.length, content: toWire(departments) }, 200);
  })
  .openapi(routes.createDepartment, async (c) => {
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
    return c.json(await organizationBody(c.var.deps, created.id, access), 201);
  })
  .openapi(routes.updateDepartment, async (c) => {
    const { db, caches } = c.var.deps;
    const access = c.var.organization;
    const { id } = c.req.valid("param");
    if (!(await findChild(db, caches.directory, access.id, id, "DEPARTMENT"))) throw notFound("Department");
    const { last_modified_date, ...details } = c.req.valid("json");
    await translateServiceErrors(() =>
      updateOrganization(db, { userId: currentUser(c).id }, id, toDetails(details), last_modified_date),
    );
    caches.directory.forget();
    return c.json(await organizationBody(c.var.deps, id, access), 200);
  })
  .openapi(routes.createSubsidiary, async (c) => {
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
    return c.json(await organizationBody(c.var.deps, created.id, access), 201);
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
