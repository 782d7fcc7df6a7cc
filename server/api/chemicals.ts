import type { Context } from "hono";
import { labelOf, type Pictogram } from "../domain/hazard-labels";
import { hazardStatement, isSupplemental, precautionaryStatement } from "../domain/hazard-statements";
import { restrictionsOf, RESTRICTION_LISTS } from "../domain/restrictions";
import type { Language } from "../domain/standards";
import { camelKeys } from "../domain/wire-casing";
import {
  addSafetyDataSheet,
  createChemical,
  findSafetyDataSheetFile,
  getChemical,
  listChemicals,
  removeSafetyDataSheet,
  updateChemical,
  type ChemicalRecord,
} from "../services/chemicals";
import { adoptSentSheet, findSentSheetFile, sentSheetsOfChemical } from "../services/sent-sheets";
import { actorOf } from "./circle";
import { chemicalsApi as contract } from "./contracts/chemicals";
import type { ApiEnv } from "./env";
import { sendFileContent } from "./files";
import { requestLanguage } from "./language";
import { notFound } from "./problem";
import { addStreamingRoute, createRouter, guarded, respond } from "./router";
import { storeCatalogueFile } from "./uploads";

/** The label a chemical carries: the maintainer's where one is set, else the one its statements give. */
export function chemicalLabel(row: ChemicalRecord) {
  const derived = labelOf(row.hazardCodes);
  const overridden = row.labelSignalWord !== null;
  return {
    pictograms: overridden ? ((row.labelPictograms ?? []) as Pictogram[]) : derived.pictograms,
    signalWord: row.labelSignalWord ?? derived.signalWord,
    derived,
    overrideReason: row.labelReason,
  };
}

const summarized = (row: ChemicalRecord) => {
  const label = chemicalLabel(row);
  return { ...row, pictograms: label.pictograms, signalWord: label.signalWord };
};

const statements = (
  codes: string[],
  text: (code: string) => { text: Record<Language, string> } | undefined,
  language: Language,
) => codes.map((code) => ({ code, statement: text(code)?.text[language] ?? code }));

async function found(c: Context<ApiEnv>, id: number) {
  const row = await getChemical(c.var.deps.db, id);
  if (!row) throw notFound("Chemical");
  const language = requestLanguage(c);
  return {
    ...summarized(row),
    label: chemicalLabel(row),
    hazardStatements: statements(
      row.hazardCodes.filter((code) => !isSupplemental(code)),
      hazardStatement,
      language,
    ),
    euHazardStatements: statements(row.hazardCodes.filter(isSupplemental), hazardStatement, language),
    precautionaryStatements: statements(row.precautionaryCodes, precautionaryStatement, language),
  };
}

export const chemicalRoutes = createRouter()
  .openapi(guarded(contract.list), async (c) => {
    const result = await listChemicals(c.var.deps.db, camelKeys(c.req.valid("query")));
    return c.json(respond(contract.list, { totalElements: result.total, content: result.rows.map(summarized) }), 200);
  })
  .openapi(guarded(contract.get), async (c) =>
    c.json(respond(contract.get, await found(c, c.req.valid("param").id)), 200),
  )
  .openapi(guarded(contract.restrictions), async (c) => {
    const row = await getChemical(c.var.deps.db, c.req.valid("param").id);
    if (!row) throw notFound("Chemical");
    const content = RESTRICTION_LISTS.flatMap((list) => {
      const named = row.substanceConcentrations
        .map((entry) => entry.substance)
        .filter((substance) => restrictionsOf(substance.hazardCodes).includes(list));
      return named.length ? [{ list: list.code, ...list, substances: named }] : [];
    });
    return c.json(respond(contract.restrictions, { totalElements: content.length, content }), 200);
  })
  .openapi(guarded(contract.create), async (c) => {
    const input = camelKeys(c.req.valid("json"));
    const added = await createChemical(c.var.deps.db, actorOf(c), input);
    return c.json(respond(contract.create, await found(c, added.id)), added.created ? 201 : 200);
  })
  .openapi(guarded(contract.update), async (c) => {
    const { id } = c.req.valid("param");
    const { lastModifiedDate, ...input } = camelKeys(c.req.valid("json"));
    await updateChemical(c.var.deps.db, actorOf(c), id, input, lastModifiedDate);
    return c.json(respond(contract.update, await found(c, id)), 200);
  })
  .openapi(guarded(contract.addSheet), async (c) => {
    const { id } = c.req.valid("param");
    const input = camelKeys(c.req.valid("json"));
    const added = await addSafetyDataSheet(c.var.deps.db, actorOf(c), id, input);
    return c.json(respond(contract.addSheet, await found(c, id)), added.created ? 201 : 200);
  })
  .openapi(guarded(contract.removeSheet), async (c) => {
    const { id, sheetId } = c.req.valid("param");
    await removeSafetyDataSheet(c.var.deps.db, actorOf(c), id, sheetId);
    return c.body(null, 204);
  })
  .openapi(guarded(contract.downloadSheet), async (c) => {
    const { id, sheetId } = c.req.valid("param");
    const file = await findSafetyDataSheetFile(c.var.deps.db, id, sheetId);
    if (!file) throw notFound("Safety data sheet");
    return sendFileContent(c, file) as never;
  })
  .openapi(guarded(contract.sentSheets), async (c) => {
    const { id } = c.req.valid("param");
    if (!(await getChemical(c.var.deps.db, id))) throw notFound("Chemical");
    const content = await sentSheetsOfChemical(c.var.deps.db, id);
    return c.json(respond(contract.sentSheets, { totalElements: content.length, content }), 200);
  })
  .openapi(guarded(contract.adoptSentSheet), async (c) => {
    const { id, sheetId } = c.req.valid("param");
    const { countryAlpha2 } = camelKeys(c.req.valid("json"));
    const adopted = await adoptSentSheet(c.var.deps.db, actorOf(c), id, sheetId, countryAlpha2);
    return c.json(respond(contract.adoptSentSheet, await found(c, id)), adopted.created ? 201 : 200);
  })
  .openapi(guarded(contract.downloadSentSheet), async (c) => {
    const { id, sheetId } = c.req.valid("param");
    const file = await findSentSheetFile(c.var.deps.db, id, sheetId);
    if (!file) throw notFound("Safety data sheet");
    return sendFileContent(c, file) as never;
  });

addStreamingRoute(chemicalRoutes, guarded(contract.upload), async (c) =>
  c.json(respond(contract.upload, await storeCatalogueFile(c)), 201),
);
