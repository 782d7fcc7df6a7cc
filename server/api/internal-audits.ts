import type { Context } from "hono";
import { businessToday } from "../domain/recurrence";
import { camelKeys, type DateOnly } from "../domain/wire-casing";
import { obligationChoices } from "../services/linked-obligations";
import { answerChecklist } from "../services/audit-checklist";
import { procedureChoices } from "../services/audit-procedures";
import { repeatAudit } from "../services/audit-programme";
import { auditorWarnings } from "../services/auditor-warnings";
import { addFinding, changeAuditStatus, getFinding, updateFinding } from "../services/audit-findings";
import { auditFileLink, createAudit, getAudit, listAudits, updateAudit } from "../services/internal-audits";
import { circleOf, departmentsWithin, placementOf } from "./circle";
import { attachmentRoutes } from "./attachments";
import { auditAttachments, internalAuditsApi as contract } from "./contracts/internal-audits";
import type { ApiEnv } from "./env";
import { notFound } from "./problem";
import { createRouter, guarded, respond } from "./router";

const today = () => businessToday() as DateOnly;

async function foundAudit(c: Context<ApiEnv>, id: number) {
  const row = await getAudit(c.var.deps.db, (await circleOf(c)).below, id, today());
  if (!row) throw notFound("Internal audit");
  const department = row.departmentId;
  const audited =
    department === null ? [] : ((await c.var.deps.caches.directory.circle(department))?.below ?? [department]);
  return { ...row, warnings: await auditorWarnings(c.var.deps.db, row, audited) };
}

async function foundFinding(c: Context<ApiEnv>, id: number) {
  const row = await getFinding(c.var.deps.db, (await circleOf(c)).below, id, today());
  if (!row) throw notFound("Audit finding");
  return row;
}

export const internalAuditRoutes = createRouter()
  .openapi(guarded(contract.list), async (c) => {
    const { departmentId, ...query } = camelKeys(c.req.valid("query"));
    const filter = { ...query, departmentIds: await departmentsWithin(c, departmentId) };
    const result = await listAudits(c.var.deps.db, (await circleOf(c)).below, filter);
    return c.json(respond(contract.list, { totalElements: result.total, content: result.rows }), 200);
  })
  .openapi(guarded(contract.obligations), async (c) => {
    const content = await obligationChoices(c.var.deps.db, (await circleOf(c)).above);
    return c.json(respond(contract.obligations, { content }), 200);
  })
  .openapi(guarded(contract.procedures), async (c) => {
    const content = await procedureChoices(c.var.deps.db, (await circleOf(c)).visible);
    return c.json(respond(contract.procedures, { content }), 200);
  })
  .openapi(guarded(contract.get), async (c) =>
    c.json(respond(contract.get, await foundAudit(c, c.req.valid("param").id)), 200),
  )
  .openapi(guarded(contract.create), async (c) => {
    const added = await createAudit(c.var.deps.db, await placementOf(c), camelKeys(c.req.valid("json")));
    return c.json(respond(contract.create, await foundAudit(c, added.id)), added.created ? 201 : 200);
  })
  .openapi(guarded(contract.update), async (c) => {
    const { id } = c.req.valid("param");
    const { lastModifiedDate, ...input } = camelKeys(c.req.valid("json"));
    await updateAudit(c.var.deps.db, await placementOf(c), id, input, lastModifiedDate);
    return c.json(respond(contract.update, await foundAudit(c, id)), 200);
  })
  .openapi(guarded(contract.repeat), async (c) => {
    const { id } = c.req.valid("param");
    const { everyMonths, until } = camelKeys(c.req.valid("json"));
    const planned = await repeatAudit(c.var.deps.db, (await circleOf(c)).below, id, everyMonths, until as DateOnly);
    return c.json(respond(contract.repeat, { planned }), 200);
  })
  .openapi(guarded(contract.status), async (c) => {
    const { id } = c.req.valid("param");
    await changeAuditStatus(c.var.deps.db, (await circleOf(c)).below, id, camelKeys(c.req.valid("json")));
    return c.json(respond(contract.status, await foundAudit(c, id)), 200);
  })
  .openapi(guarded(contract.answerChecklist), async (c) => {
    const { id } = c.req.valid("param");
    const { lines, lastModifiedDate } = camelKeys(c.req.valid("json"));
    await answerChecklist(c.var.deps.db, (await circleOf(c)).below, id, lines, lastModifiedDate);
    return c.json(respond(contract.answerChecklist, await foundAudit(c, id)), 200);
  })
  .openapi(guarded(contract.addFinding), async (c) => {
    const { id } = c.req.valid("param");
    const added = await addFinding(c.var.deps.db, (await circleOf(c)).below, id, camelKeys(c.req.valid("json")));
    return c.json(respond(contract.addFinding, await foundFinding(c, added.id)), added.created ? 201 : 200);
  })
  .openapi(guarded(contract.getFinding), async (c) =>
    c.json(respond(contract.getFinding, await foundFinding(c, c.req.valid("param").findingId)), 200),
  )
  .openapi(guarded(contract.updateFinding), async (c) => {
    const { findingId } = c.req.valid("param");
    const { lastModifiedDate, ...input } = camelKeys(c.req.valid("json"));
    await updateFinding(c.var.deps.db, (await circleOf(c)).below, findingId, input, lastModifiedDate);
    return c.json(respond(contract.updateFinding, await foundFinding(c, findingId)), 200);
  })
  .route(
    "/",
    attachmentRoutes(auditAttachments, auditFileLink, {
      ownerId: async (c) =>
        (await getAudit(c.var.deps.db, (await circleOf(c)).below, Number(c.req.param("id")), today()))?.id ?? null,
      organizationId: (c) => c.var.organization.id,
    }),
  );
