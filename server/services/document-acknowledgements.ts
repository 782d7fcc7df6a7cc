import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client";
import type { AudienceNames } from "../db/schema";
import { asksAcknowledgement, type Audience } from "../domain/document-sign-off";
import { revisionLabel } from "../domain/revisions";
import type { DateOnly } from "../domain/wire-casing";
import type { DocumentRow } from "./controlled-document-changes";
import type { Actor, DocumentKind, DocumentScope } from "./controlled-documents";
import { NotYoursError, RecordNotFoundError, RefusedError, StaleRecordError, UnknownReferenceError } from "./errors";
import { tell } from "./news";
import { idList, orderOf } from "./paging";

/** Acknowledgement of a major revision by the members it concerns (decision 044). */

/** Ids as an `in (…)` list; none matches nothing. */
const ids = (values: number[]) => idList(values.length ? values : [0]);

/**
 * The revision whose acknowledgement is in force for each document: the one that asked it, until a
 * newer major revision supersedes it (a minor correction after it does not ask everyone again).
 */
export const currentAsked = sql`(select r.* from controlled_document_revisions r where r.acknowledge_by is not null
  and not exists (select 1 from controlled_document_revisions n where n.document_id = r.document_id and n.major > r.major))`;

/** The departments and roles named, by name, checked to be the document organization's own or below / visible. */
async function audienceNames(tx: Db, organizationId: number, audience: Audience): Promise<AudienceNames> {
  const unique = (values: number[]) => [...new Set(values)];
  const departments = await queryRows<{ id: number; name: string }>(
    tx,
    sql`select id, name from organizations where id in (${ids(unique(audience.departmentIds))})
      and (id = ${organizationId} or ${organizationId} = any(lineage)) order by name, id`,
  );
  if (departments.length !== unique(audience.departmentIds).length) {
    throw new UnknownReferenceError("acknowledge_department_ids", "Not this organization or one below it");
  }
  const roles = await queryRows<{ id: number; name: string }>(
    tx,
    sql`select r.id, r.name from roles r join organizations o on o.id = ${organizationId}
      where r.id in (${ids(unique(audience.roleIds))}) and (r.organization_id = o.id or r.organization_id = any(o.lineage))
      order by r.name, r.id`,
  );
  if (roles.length !== unique(audience.roleIds).length) {
    throw new UnknownReferenceError("acknowledge_role_ids", "Not a role of this organization");
  }
  return { everyone: audience.everyone, departments, roles };
}

/**
 * At publishing a major revision: the members it concerns (everyone of the organization and those
 * below it, or of the departments named, or holding the roles named; each person once) are asked to
 * acknowledge it by `acknowledgeBy`, and told so at once.
 */
export async function askAcknowledgement(
  tx: Db,
  document: DocumentRow,
  revisionId: number,
  ask: { audience: Audience; acknowledgeBy: DateOnly },
  title: string,
) {
  if (!asksAcknowledgement(ask.audience)) return;
  const names = await audienceNames(tx, document.organizationId, ask.audience);
  const { everyone, departmentIds, roleIds } = ask.audience;
  await tx.execute(sql`update controlled_document_revisions set acknowledge_by = ${ask.acknowledgeBy},
    audience = ${JSON.stringify(names)}::jsonb where id = ${revisionId}`);
  await tx.execute(sql`
    insert into controlled_document_acknowledgements (revision_id, membership_id)
    select distinct on (m.user_id) ${revisionId}::int, m.id
    from memberships m join organizations mo on mo.id = m.organization_id
    where m.ended_date is null and (
      (${everyone} and (mo.id = ${document.organizationId} or ${document.organizationId} = any(mo.lineage)))
      or mo.id in (${ids(departmentIds)}) or mo.lineage && array[${ids(departmentIds)}]::int[]
      or m.id in (select membership_id from role_assignments where role_id in (${ids(roleIds)})))
    order by m.user_id, m.id`);
  await tell(
    tx,
    {
      topic: "ACKNOWLEDGEMENT_REQUESTED",
      recordId: document.id,
      detail: document.kind,
      title,
      organizationId: document.organizationId,
      dueDate: ask.acknowledgeBy,
      occasion: `${revisionId}`,
    },
    sql`select m.user_id from controlled_document_acknowledgements k join memberships m on m.id = k.membership_id
      where k.revision_id = ${revisionId}`,
    null,
  );
}

/**
 * The caller acknowledges having read `revisionId`, the revision whose acknowledgement is in force. One it
 * does not concern may not; a revision superseded is a conflict; an acknowledgement is made once.
 */
export async function acknowledge(db: Db, actor: Actor, scope: DocumentScope, id: number, revisionId: number) {
  await db.transaction(async (tx) => {
    const [asked] = await queryRows<{ id: number; current: boolean }>(
      tx,
      sql`select r.id, exists (select 1 from ${currentAsked} c where c.id = r.id) as current
        from controlled_document_revisions r join controlled_documents d on d.id = r.document_id
        where r.id = ${revisionId} and d.id = ${id} and d.kind = ${scope.kind}
          and d.organization_id in (${ids(scope.circle.visible)})`,
    );
    if (!asked) throw new RecordNotFoundError();
    const mine = await queryRows<{ membershipId: number; acknowledgedAt: Date | null }>(
      tx,
      sql`select k.membership_id as "membershipId", k.acknowledged_at as "acknowledgedAt"
        from controlled_document_acknowledgements k join memberships m on m.id = k.membership_id
        where k.revision_id = ${revisionId} and m.user_id = ${actor.userId}
        for update of k`,
    );
    if (mine.length === 0) throw new NotYoursError("This revision does not ask you to acknowledge it");
    if (!asked.current) throw new StaleRecordError();
    if (mine.every((row) => row.acknowledgedAt !== null)) {
      throw new RefusedError([
        { path: "revision_id", code: "already_acknowledged", message: "You have acknowledged it already" },
      ]);
    }
    await tx.execute(sql`update controlled_document_acknowledgements set acknowledged_at = now()
      where revision_id = ${revisionId} and membership_id in (${ids(mine.map((row) => row.membershipId))})
        and acknowledged_at is null`);
  });
}

type Summary = {
  revisionId: number;
  major: number;
  minor: number;
  acknowledgeBy: DateOnly;
  audience: AudienceNames;
  concerned: number;
  acknowledged: number;
  mine: "PENDING" | "ACKNOWLEDGED" | null;
};

/** The acknowledgement in force of a document: whom it concerns, how many have read it, and the caller's own. */
export async function acknowledgementSummary(db: Db, documentId: number, viewer: number) {
  const [row] = await queryRows<Summary>(
    db,
    sql`select c.id as "revisionId", c.major, c.minor, c.acknowledge_by::text as "acknowledgeBy", c.audience,
        (select count(*)::int from controlled_document_acknowledgements k where k.revision_id = c.id) as concerned,
        (select count(*)::int from controlled_document_acknowledgements k where k.revision_id = c.id
          and k.acknowledged_at is not null) as acknowledged,
        (select case when count(*) = 0 then null when bool_and(k.acknowledged_at is not null) then 'ACKNOWLEDGED'
            else 'PENDING' end
          from controlled_document_acknowledgements k join memberships m on m.id = k.membership_id
          where k.revision_id = c.id and m.user_id = ${viewer}) as mine
      from ${currentAsked} c where c.document_id = ${documentId}`,
  );
  return row ?? null;
}

/** Who the acknowledgement in force concerns, those yet to acknowledge first, then by name. */
export async function acknowledgementMembers(db: Db, documentId: number) {
  const rows = await queryRows<{
    member: { id: number; name: string };
    organization: { id: number; name: string };
    acknowledgedAt: Date | null;
  }>(
    db,
    sql`select json_build_object('id', m.id, 'name', u.name) as member,
        json_build_object('id', o.id, 'name', o.name) as organization, k.acknowledged_at as "acknowledgedAt"
      from ${currentAsked} c join controlled_document_acknowledgements k on k.revision_id = c.id
      join memberships m on m.id = k.membership_id join users u on u.id = m.user_id
      join organizations o on o.id = m.organization_id
      where c.document_id = ${documentId}
      order by k.acknowledged_at is not null, lower(u.name), m.id`,
  );
  return rows.map((row) => ({ ...row, acknowledgedAt: row.acknowledgedAt && new Date(row.acknowledgedAt) }));
}

export type ProgressQuery = {
  kind?: DocumentKind;
  includeComplete?: boolean;
  page: number;
  size: number;
  sort: { field: string; direction: "asc" | "desc" }[];
};

/**
 * The documents of `organizationIds` whose acknowledgement is in force, with its progress: by default those
 * still waiting for someone. One query: the page and the total.
 */
export async function acknowledgementProgress(db: Db, organizationIds: number[], query: ProgressQuery) {
  const rows = await queryRows<{
    id: number;
    kind: DocumentKind;
    titles: { en?: string; da?: string };
    major: number;
    minor: number;
    publishedAt: Date;
    acknowledgeBy: DateOnly;
    concerned: number;
    acknowledged: number;
    organization: { id: number; name: string };
    total: number;
  }>(
    db,
    sql`select p.*, count(*) over ()::int as total from (select d.id, d.kind,
        json_build_object('en', c.texts->'en'->>'title', 'da', c.texts->'da'->>'title') as titles,
        c.major, c.minor, c.published_at as "publishedAt", c.acknowledge_by::text as "acknowledgeBy",
        json_build_object('id', o.id, 'name', o.name) as organization,
        (select count(*)::int from controlled_document_acknowledgements k where k.revision_id = c.id) as concerned,
        (select count(*)::int from controlled_document_acknowledgements k where k.revision_id = c.id
          and k.acknowledged_at is not null) as acknowledged,
        lower(coalesce(c.texts->'en'->>'title', c.texts->'da'->>'title')) as title
      from ${currentAsked} c join controlled_documents d on d.id = c.document_id
      join organizations o on o.id = d.organization_id
      where d.organization_id in (${ids(organizationIds)}) ${query.kind ? sql`and d.kind = ${query.kind}` : sql``}) p
      where ${query.includeComplete ? sql`true` : sql`p.acknowledged < p.concerned`}
      order by ${orderOf(query.sort, PROGRESS_SORTS, PROGRESS_SORTS.acknowledge_by)}, p.id
      limit ${query.size} offset ${query.page * query.size}`,
  );
  return {
    totalElements: rows[0]?.total ?? 0,
    content: rows.map(({ total: _total, major, minor, publishedAt, ...row }) => ({
      ...row,
      publishedAt: new Date(publishedAt),
      revision: revisionLabel({ major, minor }),
    })),
  };
}

/** The orders of the progress list, over its query's columns. */
export const PROGRESS_SORTS = {
  acknowledge_by: sql`p."acknowledgeBy"`,
  title: sql`p.title`,
  published_at: sql`p."publishedAt"`,
  progress: sql`p.acknowledged::float / nullif(p.concerned, 0)`,
} as const;
