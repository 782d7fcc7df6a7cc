import { and, eq, inArray, sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client";
import { memberships, organizations } from "../db/schema";
import type { FeatureAccessibility } from "../domain/features";
import { buildAccessibleTrees, type OrganizationNode, type OrganizationRow } from "../domain/organization-tree";
import { effectiveScope, type OrganizationScope } from "../domain/permissions";

/** The caller's standing in one organization. */
export type OrganizationAccess = {
  id: number;
  scope: OrganizationScope;
  accessibility: FeatureAccessibility;
};

/**
 * One query walks from the organization up to its root, collecting the user's memberships on the way
 * and whether any level is limited. Null when the user holds no membership on that path.
 */
export async function resolveOrganizationAccess(
  db: Db,
  userId: number,
  organizationId: number,
): Promise<OrganizationAccess | null> {
  const rows = await queryRows<{ distance: number; limited: boolean; scope: OrganizationScope | null }>(db, sql`
    with recursive path as (
      select id, parent_id, feature_accessibility, 0 as distance from organizations where id = ${organizationId}
      union all
      select o.id, o.parent_id, o.feature_accessibility, path.distance + 1
      from organizations o join path on o.id = path.parent_id
    )
    select path.distance, path.feature_accessibility = 'LIMITED' as limited, m.scope
    from path left join memberships m on m.organization_id = path.id and m.user_id = ${userId}`);
  const scope = effectiveScope(
    rows.flatMap((row) => (row.scope ? [{ distance: Number(row.distance), scope: row.scope }] : [])),
  );
  if (!scope) return null;
  return { id: organizationId, scope, accessibility: rows.some((row) => row.limited) ? "LIMITED" : "FULL" };
}

const summaryColumns = {
  id: organizations.id,
  parentId: organizations.parentId,
  type: organizations.type,
  name: organizations.name,
  naceCode: organizations.naceCode,
  featureAccessibility: organizations.featureAccessibility,
};

/** The organization trees the user may open, highest accessible organizations first. */
export async function listAccessibleOrganizations(db: Db, userId: number): Promise<OrganizationNode[]> {
  const held = await db
    .select({ organizationId: memberships.organizationId, scope: memberships.scope })
    .from(memberships)
    .where(eq(memberships.userId, userId));
  if (held.length === 0) return [];
  const rows = await queryRows<{ id: number }>(db, sql`
    with recursive up as (
      select id, parent_id from organizations where id in ${held.map((m) => m.organizationId)}
      union
      select o.id, o.parent_id from organizations o join up on o.id = up.parent_id
    ),
    down as (
      select id from up where parent_id is null
      union
      select o.id from organizations o join down on o.parent_id = down.id
    )
    select id from down`);
  const ids = rows.map((row) => Number(row.id));
  const all: OrganizationRow[] = await db.select(summaryColumns).from(organizations).where(inArray(organizations.id, ids));
  return buildAccessibleTrees(all, new Map(held.map((m) => [m.organizationId, m.scope])));
}

/** An organization with its departments and subsidiaries, as far down as the tree goes. */
export async function getOrganizationTree(
  db: Db,
  organizationId: number,
  accessibility: FeatureAccessibility,
): Promise<OrganizationNode | null> {
  const rows = await queryRows<{ id: number }>(db, sql`
    with recursive down as (
      select id from organizations where id = ${organizationId}
      union all
      select o.id from organizations o join down on o.parent_id = down.id
    )
    select id from down`);
  const ids = rows.map((row) => Number(row.id));
  if (ids.length === 0) return null;
  const all = await db.select(summaryColumns).from(organizations).where(inArray(organizations.id, ids));
  const [tree] = buildAccessibleTrees(
    // Cut the tree at the organization asked for; it carries the accessibility it inherits from above.
    all.map((row) => (row.id === organizationId ? { ...row, parentId: null, featureAccessibility: accessibility } : row)),
    new Map([[organizationId, "READ" as const]]),
  );
  return tree ?? null;
}

export async function getOrganizationRecord(db: Db, organizationId: number) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  return row ?? null;
}

/** Whether `descendantId` lies in the subtree of `ancestorId` (itself included). */
export async function isInSubtree(db: Db, ancestorId: number, descendantId: number): Promise<boolean> {
  const result = await queryRows<{ found: boolean }>(db, sql`
    with recursive up as (
      select id, parent_id from organizations where id = ${descendantId}
      union all
      select o.id, o.parent_id from organizations o join up on o.id = up.parent_id
    )
    select exists(select 1 from up where id = ${ancestorId}) as found`);
  return Boolean(result[0]?.found);
}

export async function findChild(db: Db, parentId: number, childId: number, type: "COMPANY" | "DEPARTMENT") {
  const [row] = await db
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, childId), eq(organizations.type, type)));
  if (!row || !(await isInSubtree(db, parentId, childId)) || row.id === parentId) return null;
  return row;
}
