import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AGREEMENT_SORT_FIELDS } from "../api/schemas/control-book";
import type { SortField } from "../api/schemas/common";
import type { z } from "zod";
import { queryRows, type Db } from "../db/client";
import {
  agreementFiles,
  agreementMachines,
  agreements,
  inspectionChanges,
  inspections,
  legislationAssociations,
  machines,
  stakeholders,
} from "../db/schema";
import type { agreementInput } from "../api/schemas/control-book";
import { firstDueDate, inspectionStanding, type AgreementType } from "../domain/control-book";
import type { Language } from "../domain/standards";
import type { DateOnly, KeysToCamel } from "../domain/wire-casing";
import { UnknownReferenceError } from "./errors";
import type { OrganizationCircle } from "./organization-directory";
import { idList, orderOf } from "./paging";
import { recordLinks } from "./record-links";
import { containsPattern } from "./text-search";
import { checkResponsibleMember } from "./responsible-member";
import { queueCreates, sameValues } from "./twins";
import { updateVersioned } from "./versioned";
import { attachedFiles, type AttachmentLink } from "./attachments";

const machineLinks = recordLinks(agreementMachines, "agreementId", "machineId");

export type AgreementInput = KeysToCamel<z.output<typeof agreementInput>>;
export type ControlBookScope = { circle: OrganizationCircle; organizationId: number; language: Language };
type Actor = { userId: number };

export type AgreementFilter = {
  q?: string;
  type?: AgreementType;
  responsibleMemberId?: number;
  stakeholderId?: number;
  machineId?: number;
};

type Row = {
  id: number;
  name: string;
  description: string | null;
  type: AgreementType;
  responsibleId: number | null;
  responsibleName: string | null;
  stakeholderId: number | null;
  stakeholderName: string | null;
  startsAt: DateOnly;
  endsAt: DateOnly | null;
  frequency: string;
  obligationId: number | null;
  obligationTitle: string | null;
  organizationId: number;
  organizationName: string;
  machines: { id: number; name: string }[] | null;
  nextId: number | null;
  nextDue: DateOnly | null;
  lastModifiedDate: Date;
  total: number;
};

const SORTS = {
  name: sql`lower(a.name)`,
  type: sql`a.type`,
  starts_at: sql`a.starts_at`,
  next_due_date: sql`ni.due_date`,
  last_modified_date: sql`a.last_modified_date`,
} satisfies Record<SortField<typeof AGREEMENT_SORT_FIELDS>, SQL>;

/**
 * Agreements with their names resolved and their next pending inspection: one query for a page or a
 * record. The page is chosen first, and only its rows get their machines and next inspection.
 */
function agreementRows(
  scope: ControlBookScope,
  where: SQL,
  order: SQL = sql`a.id`,
  limit: SQL = sql``,
  byNextDue = false,
) {
  // The next inspection decides the page only when the page is sorted by it.
  const nextForOrder = byNextDue
    ? sql`left join lateral (
        select i.due_date from inspections i
        where i.agreement_id = a.id and i.status = 'PENDING' order by i.due_date, i.id limit 1
      ) ni on true`
    : sql``;
  const title = scope.language === "da" ? sql`l.title_da` : sql`l.title_en`;
  return sql`with page as (
      select a.id, count(*) over () as total
      from agreements a
      ${nextForOrder}
      where a.organization_id in (${idList(scope.circle.below)}) and ${where}
      order by ${order}, a.id
      ${limit}
    )
    select a.id, a.name, a.description, a.type, m.id as "responsibleId", u.name as "responsibleName",
      s.id as "stakeholderId", s.name as "stakeholderName", a.starts_at::text as "startsAt", a.ends_at::text as "endsAt",
      a.frequency, la.id as "obligationId", coalesce(l.short_name, ${title}) as "obligationTitle",
      o.id as "organizationId", o.name as "organizationName",
      (select json_agg(json_build_object('id', mc.id, 'name', mc.name) order by lower(mc.name), mc.id)
         from agreement_machines am join machines mc on mc.id = am.machine_id where am.agreement_id = a.id) as machines,
      ni.id as "nextId", ni.due_date::text as "nextDue", a.last_modified_date as "lastModifiedDate", page.total
    from page
    join agreements a on a.id = page.id
    join organizations o on o.id = a.organization_id
    left join memberships m on m.id = a.responsible_member_id
    left join users u on u.id = m.user_id
    left join stakeholders s on s.id = a.stakeholder_id
    left join legislation_associations la on la.id = a.binding_obligation_id
    left join legislations l on l.id = la.legislation_id
    left join lateral (
      select i.id, i.due_date from inspections i
      where i.agreement_id = a.id and i.status = 'PENDING' order by i.due_date, i.id limit 1
    ) ni on true
    order by ${order}, a.id`;
}

function summaryOf(row: Row, today: string) {
  const named = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? "" });
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    responsibleMember: named(row.responsibleId, row.responsibleName),
    stakeholder: named(row.stakeholderId, row.stakeholderName),
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    frequency: row.frequency,
    bindingObligation: row.obligationId === null ? null : { id: row.obligationId, title: row.obligationTitle ?? "" },
    machines: row.machines ?? [],
    organization: { id: row.organizationId, name: row.organizationName },
    nextInspection:
      row.nextId === null
        ? null
        : {
            id: row.nextId,
            dueDate: row.nextDue!,
            standing: inspectionStanding({ status: "PENDING", dueDate: row.nextDue! }, today),
          },
    lastModifiedDate: new Date(row.lastModifiedDate),
  };
}

function filterOf(filter: AgreementFilter): SQL {
  const parts: SQL[] = [sql`true`];
  const q = filter.q?.trim();
  if (q) parts.push(sql`(a.name ilike ${containsPattern(q)} or a.description ilike ${containsPattern(q)})`);
  if (filter.type) parts.push(sql`a.type = ${filter.type}`);
  if (filter.responsibleMemberId) parts.push(sql`a.responsible_member_id = ${filter.responsibleMemberId}`);
  if (filter.stakeholderId) parts.push(sql`a.stakeholder_id = ${filter.stakeholderId}`);
  if (filter.machineId) {
    parts.push(
      sql`exists (select 1 from agreement_machines am where am.agreement_id = a.id and am.machine_id = ${filter.machineId})`,
    );
  }
  return sql.join(parts, sql` and `);
}

export async function listAgreements(
  db: Db,
  scope: ControlBookScope,
  query: AgreementFilter & { page: number; size: number; sort: { field: string; direction: "asc" | "desc" }[] },
  today: string,
) {
  const order = orderOf(query.sort, SORTS, SORTS.name!);
  const rows = await queryRows<Row>(
    db,
    agreementRows(
      scope,
      filterOf(query),
      order,
      sql`limit ${query.size} offset ${query.page * query.size}`,
      query.sort.some((s) => s.field === "next_due_date"),
    ),
  );
  return { totalElements: Number(rows[0]?.total ?? 0), content: rows.map((row) => summaryOf(row, today)) };
}

export const agreementFileLink: AttachmentLink = {
  table: agreementFiles,
  owner: agreementFiles.agreementId,
  file: agreementFiles.fileId,
  entity: "agreement",
};

export async function getAgreement(db: Db, scope: ControlBookScope, id: number, today: string) {
  const [row] = await queryRows<Row>(db, agreementRows(scope, sql`a.id = ${id}`));
  if (!row) return null;
  return { ...summaryOf(row, today), files: await attachedFiles(db, agreementFileLink, id) };
}

/** The agreement's id if the caller's organization may change it (its own or one below), else null. */
export async function changeableAgreement(db: Db, scope: ControlBookScope, id: number) {
  const [row] = await db
    .select()
    .from(agreements)
    .where(and(eq(agreements.id, id), inArray(agreements.organizationId, scope.circle.below)));
  return row ?? null;
}

/**
 * What an agreement names must be the organization's own: a present member of it or of one it sees,
 * a stakeholder of the catalogue, one of its binding obligations, its machines or those below it.
 */
async function checkReferences(tx: Db, circle: OrganizationCircle, input: AgreementInput) {
  await checkResponsibleMember(tx, circle.visible, input.responsibleMemberId);
  if (input.stakeholderId !== null) {
    const [stakeholder] = await tx
      .select({ id: stakeholders.id })
      .from(stakeholders)
      .where(eq(stakeholders.id, input.stakeholderId));
    if (!stakeholder) throw new UnknownReferenceError("stakeholder_id", "No such stakeholder");
  }
  if (input.bindingObligationId !== null) {
    const [obligation] = await tx
      .select({ id: legislationAssociations.id })
      .from(legislationAssociations)
      .where(
        and(
          eq(legislationAssociations.id, input.bindingObligationId),
          inArray(legislationAssociations.organizationId, circle.visible),
        ),
      );
    if (!obligation)
      throw new UnknownReferenceError("binding_obligation_id", "Not a binding obligation of this organization");
  }
  const machineIds = [...new Set(input.machineIds)];
  if (machineIds.length > 0) {
    const found = await tx
      .select({ id: machines.id })
      .from(machines)
      .where(and(inArray(machines.id, machineIds), inArray(machines.organizationId, circle.below)));
    if (found.length !== machineIds.length) {
      throw new UnknownReferenceError("machine_ids", "Not a machine of this organization or one below it");
    }
  }
  return machineIds;
}

const columnsOf = (input: AgreementInput) => ({
  name: input.name,
  description: input.description,
  type: input.type,
  responsibleMemberId: input.responsibleMemberId,
  stakeholderId: input.stakeholderId,
  startsAt: input.startsAt,
  endsAt: input.endsAt,
  frequency: input.frequency,
  bindingObligationId: input.bindingObligationId,
});

/**
 * A new agreement and its first inspection, due the day it starts: its id, and whether it is new. The
 * same agreement sent again (alike in every field) answers the one the first made.
 */
export async function createAgreement(db: Db, actor: Actor, scope: ControlBookScope, input: AgreementInput) {
  return db.transaction(async (tx) => {
    const machineIds = await checkReferences(tx, scope.circle, input);
    await queueCreates(tx, "agreements", scope.organizationId);
    const [twin] = await tx
      .select({ id: agreements.id })
      .from(agreements)
      .where(and(eq(agreements.organizationId, scope.organizationId), ...sameValues(agreements, columnsOf(input))))
      .limit(1);
    if (twin) return { id: twin.id, created: false };
    const [row] = await tx
      .insert(agreements)
      .values({ organizationId: scope.organizationId, ...columnsOf(input) })
      .returning({ id: agreements.id });
    const id = row!.id;
    await machineLinks.replace(tx, id, machineIds);
    const due = firstDueDate(input);
    const [first] = await tx
      .insert(inspections)
      .values({ organizationId: scope.organizationId, agreementId: id, scheduledDate: due, dueDate: due })
      .returning({ id: inspections.id });
    await tx
      .insert(inspectionChanges)
      .values({ inspectionId: first!.id, kind: "SCHEDULED", dueDateAfter: due, userId: actor.userId });
    return { id, created: true };
  });
}

/**
 * Saves an agreement. Its first inspection follows a new start date for as long as nothing has
 * happened to it (still pending, never moved, nothing after it); later ones keep their dates.
 */
export async function updateAgreement(
  db: Db,
  actor: Actor,
  scope: ControlBookScope,
  id: number,
  input: AgreementInput,
  lastModifiedDate: string,
) {
  await db.transaction(async (tx) => {
    const machineIds = await checkReferences(tx, scope.circle, input);
    const before = await updateAgreementRow(tx, scope, id, input, lastModifiedDate);
    await machineLinks.replace(tx, id, machineIds);
    if (before.startsAt !== input.startsAt) await followStart(tx, id, before.startsAt, input.startsAt);
  });
}

async function updateAgreementRow(tx: Db, scope: ControlBookScope, id: number, input: AgreementInput, stamp: string) {
  const where = and(eq(agreements.id, id), inArray(agreements.organizationId, scope.circle.below))!;
  const [before] = await tx.select({ startsAt: agreements.startsAt }).from(agreements).where(where).for("update");
  await updateVersioned(tx, agreements, where, stamp, columnsOf(input));
  return before!;
}

async function followStart(tx: Db, agreementId: number, oldStart: DateOnly, newStart: DateOnly) {
  const all = await tx
    .select({
      id: inspections.id,
      status: inspections.status,
      scheduledDate: inspections.scheduledDate,
      dueDate: inspections.dueDate,
    })
    .from(inspections)
    .where(eq(inspections.agreementId, agreementId));
  const [only] = all;
  if (all.length !== 1 || only!.status !== "PENDING" || only!.scheduledDate !== oldStart || only!.dueDate !== oldStart)
    return;
  await tx.update(inspections).set({ scheduledDate: newStart, dueDate: newStart }).where(eq(inspections.id, only!.id));
}
