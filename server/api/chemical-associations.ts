import type { Context } from "hono";
import { reactionFindings } from "../domain/chemical-reactions";
import { CO_STORAGE_SOURCE, coStorageConflicts } from "../domain/co-storage";
import { camelKeys } from "../domain/wire-casing";
import {
  addChemicalAssociation,
  getChemicalAssociation,
  listChemicalAssociations,
  removeChemicalAssociation,
  storedTogether,
  updateChemicalAssociation,
  type ChemicalAssociationRow,
  moveChemicalAssociations,
} from "../services/chemical-associations";
import { addSentSheet, listSentSheets, removeSentSheet } from "../services/sent-sheets";
import { chemicalLabel } from "./chemicals";
import { actorOf, circleOf, departmentsWithin, placementOf } from "./circle";
import { chemicalAssociationsApi as contract } from "./contracts/chemical-associations";
import type { ApiEnv } from "./env";
import { notFound } from "./problem";
import { createRouter, guarded, respond } from "./router";

const answered = (row: ChemicalAssociationRow) => {
  const label = chemicalLabel(row.chemical);
  return { ...row, chemical: { ...row.chemical, pictograms: label.pictograms, signalWord: label.signalWord } };
};

async function sentSheetsOf(c: Context<ApiEnv>, id: number) {
  const sheets = await listSentSheets(c.var.deps.db, (await circleOf(c)).below, id);
  if (!sheets) throw notFound("Chemical association");
  return { totalElements: sheets.length, content: sheets };
}

async function found(c: Context<ApiEnv>, id: number) {
  const row = await getChemicalAssociation(c.var.deps.db, (await circleOf(c)).below, id);
  if (!row) throw notFound("Chemical association");
  return answered(row);
}

/**
 * Groups the kept chemicals by location as typed (any case, spaces around ignored), each checked by
 * the matrix and for dangerous reactions; the locations to act on first.
 */
function byLocation(rows: ChemicalAssociationRow[]) {
  const groups = new Map<string, ChemicalAssociationRow[]>();
  for (const row of rows) {
    const key = row.storageLocation!.trim().toLowerCase();
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const checked = [...groups.values()].map((group) => {
    const stored = group.map((row) => ({
      item: {
        associationId: row.id,
        chemical: { id: row.chemical.id, name: row.chemical.name },
        storageClass: row.storageClass,
      },
      storageClass: row.storageClass,
      hazardCodes: row.chemical.hazardCodes,
    }));
    const reactions = reactionFindings(stored).map(({ first, second, reaction }) => ({
      first: first.item,
      second: second.item,
      verdict: "reaction" as const,
      reaction,
      footnote: null,
      footnoteDe: null,
    }));
    const matrix = coStorageConflicts(stored).map(({ first, second, verdict }) => ({
      first: first.item,
      second: second.item,
      verdict: verdict.kind,
      reaction: null,
      footnote: verdict.kind === "restricted" ? verdict.footnote : null,
      footnoteDe: verdict.kind === "restricted" ? verdict.footnoteText : null,
    }));
    return {
      location: group[0]!.storageLocation!.trim(),
      chemicals: stored.map((entry) => entry.item),
      conflicts: [...reactions, ...matrix],
    };
  });
  // The locations to act on first: those with chemicals to keep apart, then those with conditions.
  const urgency = (entry: (typeof checked)[number]) =>
    entry.conflicts.some((conflict) => conflict.verdict !== "restricted") ? 2 : entry.conflicts.length ? 1 : 0;
  return checked.sort((a, b) => urgency(b) - urgency(a) || a.location.localeCompare(b.location));
}

export const chemicalAssociationRoutes = createRouter()
  .openapi(guarded(contract.list), async (c) => {
    const { departmentId, ...query } = camelKeys(c.req.valid("query"));
    const filter = { ...query, departmentIds: await departmentsWithin(c, departmentId) };
    const result = await listChemicalAssociations(c.var.deps.db, (await circleOf(c)).below, filter);
    return c.json(respond(contract.list, { totalElements: result.total, content: result.rows.map(answered) }), 200);
  })
  .openapi(guarded(contract.coStorage), async (c) => {
    const rows = await storedTogether(c.var.deps.db, (await circleOf(c)).below, c.req.valid("query").location);
    return c.json(respond(contract.coStorage, { locations: byLocation(rows), source: CO_STORAGE_SOURCE }), 200);
  })
  .openapi(guarded(contract.get), async (c) =>
    c.json(respond(contract.get, await found(c, c.req.valid("param").id)), 200),
  )
  .openapi(guarded(contract.create), async (c) => {
    const input = camelKeys(c.req.valid("json"));
    const scope = await placementOf(c);
    const added = await addChemicalAssociation(c.var.deps.db, actorOf(c), scope, input);
    return c.json(respond(contract.create, await found(c, added.id)), added.created ? 201 : 200);
  })
  .openapi(guarded(contract.update), async (c) => {
    const { id } = c.req.valid("param");
    const { lastModifiedDate, ...input } = camelKeys(c.req.valid("json"));
    const scope = await placementOf(c);
    await updateChemicalAssociation(c.var.deps.db, actorOf(c), scope, id, input, lastModifiedDate);
    return c.json(respond(contract.update, await found(c, id)), 200);
  })
  .openapi(guarded(contract.move), async (c) => {
    const { associationIds, departmentId } = camelKeys(c.req.valid("json"));
    await moveChemicalAssociations(c.var.deps.db, await placementOf(c), associationIds, departmentId);
    return c.body(null, 204);
  })
  .openapi(guarded(contract.remove), async (c) => {
    const removed = await removeChemicalAssociation(
      c.var.deps.db,
      actorOf(c),
      await placementOf(c),
      c.req.valid("param").id,
    );
    if (!removed) throw notFound("Chemical association");
    return c.body(null, 204);
  })
  .openapi(guarded(contract.sheets), async (c) =>
    c.json(respond(contract.sheets, await sentSheetsOf(c, c.req.valid("param").id)), 200),
  )
  .openapi(guarded(contract.addSheet), async (c) => {
    const { id } = c.req.valid("param");
    const input = camelKeys(c.req.valid("json"));
    const scope = await placementOf(c);
    const added = await addSentSheet(c.var.deps.db, actorOf(c), scope, id, input);
    return c.json(respond(contract.addSheet, await sentSheetsOf(c, id)), added.created ? 201 : 200);
  })
  .openapi(guarded(contract.removeSheet), async (c) => {
    const { id, sheetId } = c.req.valid("param");
    const removed = await removeSentSheet(c.var.deps.db, actorOf(c), (await circleOf(c)).below, id, sheetId);
    if (!removed) throw notFound("Safety data sheet");
    return c.body(null, 204);
  });
