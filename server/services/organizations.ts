import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { prepared } from "../db/prepared";
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

// Drizzle leaves column names unqualified inside sql``, so the subqueries name their columns in full.
const accessQuery = (db: Db) =>
  db
    .select({
      lineage: sql<number[]>`target.lineage`,
      limited: sql<boolean>`exists(select 1 from organizations above
        where above.id = any(target.lineage) and above.feature_accessibility = 'LIMITED')`,
      memberships: sql<{ organization_id: number; scope: OrganizationScope }[]>`coalesce((
        select json_agg(json_build_object('organization_id', m.organization_id, 'scope', m.scope)) from memberships m
        where m.user_id = ${sql.placeholder("userId")} and m.organization_id = any(target.lineage)), '[]'::json)`,
    })
    .from(sql`organizations target`)
    .where(sql`target.id = ${sql.placeholder("organizationId")}`)
    .prepare("organization_access");

/**
 * The user's standing in an organization: the closest of their memberships from the organization up
 * to its root, and whether any level is limited. Null when they hold no membership on that path.
 */
export async function resolveOrganizationAccess(
  db: Db,
  userId: number,
  organizationId: number,
): Promise<OrganizationAccess | null> {
  const [row] = await prepared(db, "organization_access", accessQuery).execute({ userId, organizationId });
  if (!row) return null;
  const scope = effectiveScope(
    row.memberships.map((m) => ({
      distance: row.lineage.length - 1 - row.lineage.indexOf(m.organization_id),
      scope: m.scope,
    })),
  );
  if (!scope) return null;
  return { id: organizationId, scope, accessibility: row.limited ? "LIMITED" : "FULL" };
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
  const all: OrganizationRow[] = await db
    .select(summaryColumns)
    .from(organizations)
    .where(
      sql`${organizations.lineage}[1] in (select lineage[1] from ${organizations} where id in ${held.map((m) => m.organizationId)})`,
    );
  return buildAccessibleTrees(all, new Map(held.map((m) => [m.organizationId, m.scope])));
}

/** An organization with its departments and subsidiaries, as far down as the tree goes. */
export async function getOrganizationTree(
  db: Db,
  organizationId: number,
  accessibility: FeatureAccessibility,
): Promise<OrganizationNode | null> {
  const all = await db
    .select(summaryColumns)
    .from(organizations)
    .where(sql`${organizations.lineage} @> array[${organizationId}]::integer[]`);
  if (all.length === 0) return null;
  const [tree] = buildAccessibleTrees(
    // Cut the tree at the organization asked for; it carries the accessibility it inherits from above.
    all.map((row) =>
      row.id === organizationId ? { ...row, parentId: null, featureAccessibility: accessibility } : row,
    ),
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
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, descendantId), sql`${organizations.lineage} @> array[${ancestorId}]::integer[]`));
  return row !== undefined;
}

export async function findChild(db: Db, parentId: number, childId: number, type: "COMPANY" | "DEPARTMENT") {
  const [row] = await db
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, childId), eq(organizations.type, type)));
  if (!row || !(await isInSubtree(db, parentId, childId)) || row.id === parentId) return null;
  return row;
}
