import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { prepared } from "../db/prepared";
import { memberships, organizations } from "../db/schema";
import type { FeatureAccessibility } from "../domain/features";
import {
  buildAccessibleTrees,
  listEntries,
  type OrganizationEntry,
  type OrganizationNode,
  type OrganizationRow,
} from "../domain/organization-tree";
import { effectiveScope, type OrganizationScope } from "../domain/permissions";
import { TtlCache } from "./ttl-cache";

/** The caller's standing in one organization. */
export type OrganizationAccess = {
  id: number;
  scope: OrganizationScope;
  accessibility: FeatureAccessibility;
  /** Whether it or an organization above it requires a second factor at log-in (decision 041). */
  twoFactorRequired: boolean;
};

type DirectoryRow = OrganizationRow & { lineage: number[]; requireTwoFactor: boolean };

export type OrganizationCircle = { above: number[]; below: number[]; visible: number[] };

export type OrganizationPlacement = { accessibility: FeatureAccessibility; departments: number; subsidiaries: number };

/** LIMITED when the organization or any organization above it is. */
const inheritedAccessibility = (rows: DirectoryRow[], target: DirectoryRow): FeatureAccessibility =>
  rows.some((row) => target.lineage.includes(row.id) && row.featureAccessibility === "LIMITED") ? "LIMITED" : "FULL";
type Held = { organizationId: number; scope: OrganizationScope };
export type OrganizationRecord = typeof organizations.$inferSelect;

const directoryColumns = {
  id: organizations.id,
  parentId: organizations.parentId,
  type: organizations.type,
  name: organizations.name,
  naceCode: organizations.naceCode,
  featureAccessibility: organizations.featureAccessibility,
  logoFileId: organizations.logoFileId,
  lineage: organizations.lineage,
  requireTwoFactor: organizations.requireTwoFactor,
};

// The queries behind the directory run on most requests: prepared, drizzle builds their SQL once.
const rootQuery = (db: Db) =>
  db
    .select({ root: sql<number>`${organizations.lineage}[1]` })
    .from(organizations)
    .where(eq(organizations.id, sql.placeholder("id")))
    .prepare("organization_root");
const holdingQuery = (db: Db) =>
  db
    .select(directoryColumns)
    .from(organizations)
    .where(sql`${organizations.lineage}[1] = ${sql.placeholder("root")}`)
    .prepare("holding_organizations");
const recordQuery = (db: Db) =>
  db
    .select()
    .from(organizations)
    .where(eq(organizations.id, sql.placeholder("id")))
    .prepare("organization_record");
const membershipsQuery = (db: Db) =>
  db
    .select({ organizationId: memberships.organizationId, scope: memberships.scope })
    .from(memberships)
    .where(and(eq(memberships.userId, sql.placeholder("userId")), isNull(memberships.endedDate)))
    .prepare("user_memberships");

/**
 * Who may open which organization, and how the holdings are shaped: asked on every API call, changed
 * rarely. A holding's organizations and a user's memberships are read once and kept for the time to
 * live of the authentication cache (docs/decisions/002); whatever changes them through this process
 * calls `forget()`. Which holding an organization belongs to never changes, so that is kept for good.
 */
export class OrganizationDirectory {
  private readonly holdings: TtlCache<DirectoryRow[]>;
  private readonly memberships: TtlCache<Held[]>;
  private readonly records: TtlCache<OrganizationRecord>;
  private readonly entries: TtlCache<OrganizationEntry[]>;
  private readonly roots = new Map<number, number>();

  constructor(
    private readonly db: Db,
    ttlMs: number,
  ) {
    this.holdings = new TtlCache(ttlMs, 1_000);
    this.memberships = new TtlCache(ttlMs);
    this.records = new TtlCache(ttlMs, 1_000);
    this.entries = new TtlCache(ttlMs, 1_000);
  }

  /** Drops what may have changed: after a change to organizations or memberships. */
  forget() {
    this.holdings.clear();
    this.memberships.clear();
    this.records.clear();
    this.entries.clear();
  }

  /** All of an organization's own fields, or null. */
  async record(organizationId: number): Promise<OrganizationRecord | null> {
    return this.records.getOrLoad(String(organizationId), async () => {
      const [row] = await prepared(this.db, "organization_record", recordQuery).execute({ id: organizationId });
      return row ?? null;
    });
  }

  /** The closest of the user's memberships from the organization up to its root, and whether any level is limited. */
  async access(userId: number, organizationId: number): Promise<OrganizationAccess | null> {
    const root = await this.rootOf(organizationId);
    if (root === null) return null;
    const rows = await this.holding(root);
    const target = rows.find((row) => row.id === organizationId);
    if (!target) return null;
    const held = await this.membershipsOf(userId);
    const scope = effectiveScope(
      held
        .filter((m) => target.lineage.includes(m.organizationId))
        .map((m) => ({
          distance: target.lineage.length - 1 - target.lineage.indexOf(m.organizationId),
          scope: m.scope,
        })),
    );
    if (!scope) return null;
    return {
      id: organizationId,
      scope,
      accessibility: inheritedAccessibility(rows, target),
      twoFactorRequired: rows.some((row) => row.requireTwoFactor && target.lineage.includes(row.id)),
    };
  }

  /** The organization trees the user may open, highest accessible organizations first. */
  async accessibleTrees(userId: number): Promise<OrganizationNode[]> {
    const held = await this.membershipsOf(userId);
    const roots = new Set<number>();
    for (const membership of held) {
      const root = await this.rootOf(membership.organizationId);
      if (root !== null) roots.add(root);
    }
    const rows = (await Promise.all([...roots].map((root) => this.holding(root)))).flat();
    return buildAccessibleTrees(rows, new Map(held.map((m) => [m.organizationId, m.scope])));
  }

  /**
   * The same trees as a flat list, kept per user: the shell filters it on every page, and building it
   * for a holding of a thousand departments costs more than the filtering.
   */
  async accessibleEntries(userId: number): Promise<OrganizationEntry[]> {
    return this.entries.getOrLoad(String(userId), async () => listEntries(await this.accessibleTrees(userId)));
  }

  /** An organization with its departments and subsidiaries, as far down as the tree goes. */
  async subtree(organizationId: number, accessibility: FeatureAccessibility): Promise<OrganizationNode | null> {
    const root = await this.rootOf(organizationId);
    if (root === null) return null;
    const rows = (await this.holding(root)).filter((row) => row.lineage.includes(organizationId));
    // Cut the tree at the organization asked for; it carries the accessibility it inherits from above.
    const [tree] = buildAccessibleTrees(
      rows.map((row) =>
        row.id === organizationId ? { ...row, parentId: null, featureAccessibility: accessibility } : row,
      ),
      new Map([[organizationId, "READ" as const]]),
    );
    return tree ?? null;
  }

  /**
   * Where an organization stands in its holding: its accessibility (a limited organization limits all
   * below it) and how many departments and subsidiaries sit directly under it; null when there is none.
   */
  async placement(organizationId: number): Promise<OrganizationPlacement | null> {
    const root = await this.rootOf(organizationId);
    if (root === null) return null;
    const rows = await this.holding(root);
    const target = rows.find((row) => row.id === organizationId);
    if (!target) return null;
    const children = rows.filter((row) => row.parentId === organizationId);
    return {
      accessibility: inheritedAccessibility(rows, target),
      departments: children.filter((row) => row.type === "DEPARTMENT").length,
      subsidiaries: children.filter((row) => row.type === "COMPANY").length,
    };
  }

  /** The ids from the holding's root down to the organization, or null when there is no such organization. */
  async lineage(organizationId: number): Promise<number[] | null> {
    const root = await this.rootOf(organizationId);
    if (root === null) return null;
    return (await this.holding(root)).find((row) => row.id === organizationId)?.lineage ?? null;
  }

  /**
   * The organizations whose people and definitions an organization works with: `above` (its lineage,
   * itself included: the people who lead it) and `below` (its subtree, itself included: the
   * departments and subsidiaries it answers for). Records are read from both and changed only below.
   */
  async circle(organizationId: number): Promise<OrganizationCircle | null> {
    const root = await this.rootOf(organizationId);
    if (root === null) return null;
    const rows = await this.holding(root);
    const target = rows.find((row) => row.id === organizationId);
    if (!target) return null;
    const below = rows.filter((row) => row.lineage.includes(organizationId));
    return {
      above: target.lineage,
      below: below.map((row) => row.id),
      visible: [...new Set([...target.lineage, ...below.map((row) => row.id)])],
    };
  }

  /** Whether `descendantId` lies in the subtree of `ancestorId` (itself included). */
  async isInSubtree(ancestorId: number, descendantId: number): Promise<boolean> {
    const root = await this.rootOf(descendantId);
    if (root === null) return false;
    const row = (await this.holding(root)).find((candidate) => candidate.id === descendantId);
    return row?.lineage.includes(ancestorId) ?? false;
  }

  private async rootOf(organizationId: number): Promise<number | null> {
    const known = this.roots.get(organizationId);
    if (known !== undefined) return known;
    const [row] = await prepared(this.db, "organization_root", rootQuery).execute({ id: organizationId });
    if (!row) return null;
    this.roots.set(organizationId, row.root);
    return row.root;
  }

  private async holding(root: number): Promise<DirectoryRow[]> {
    return this.holdings.getOrLoad(String(root), async () => {
      const rows = await prepared(this.db, "holding_organizations", holdingQuery).execute({ root });
      for (const row of rows) this.roots.set(row.id, root);
      return rows;
    });
  }

  private async membershipsOf(userId: number): Promise<Held[]> {
    return this.memberships.getOrLoad(String(userId), () =>
      prepared(this.db, "user_memberships", membershipsQuery).execute({ userId }),
    );
  }
}
