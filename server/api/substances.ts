import type { Context } from "hono";
import { hazardStatement, isSupplemental } from "../domain/hazard-statements";
import type { Language } from "../domain/standards";
import { camelKeys } from "../domain/wire-casing";
import {
  createSubstance,
  getSubstance,
  listSubstances,
  substanceNotes,
  updateSubstance,
  type SubstanceRecord,
} from "../services/substances";
import { actorOf } from "./circle";
import { substancesApi as contract } from "./contracts/substances";
import type { ApiEnv } from "./env";
import { requestLanguage } from "./language";
import { notFound } from "./problem";
import { createRouter, guarded, respond } from "./router";

const inLanguage = (codes: string[], language: Language) =>
  codes.map((code) => ({ code, statement: hazardStatement(code)?.text[language] ?? code }));

/** A substance as answered: its statements in the caller's language, H and EUH apart. */
const answered = (row: SubstanceRecord, language: Language) => ({
  ...row,
  hazardStatements: inLanguage(
    row.hazardCodes.filter((code) => !isSupplemental(code)),
    language,
  ),
  euHazardStatements: inLanguage(row.hazardCodes.filter(isSupplemental), language),
});

async function found(c: Context<ApiEnv>, id: number) {
  const row = await getSubstance(c.var.deps.db, id);
  if (!row) throw notFound("Substance");
  return answered(row, requestLanguage(c));
}

export const substanceRoutes = createRouter()
  .openapi(guarded(contract.list), async (c) => {
    const result = await listSubstances(c.var.deps.db, camelKeys(c.req.valid("query")));
    const language = requestLanguage(c);
    const content = result.rows.map((row) => answered(row, language));
    return c.json(respond(contract.list, { totalElements: result.total, content }), 200);
  })
  .openapi(guarded(contract.notes), async (c) => {
    const notes = await substanceNotes(c.var.deps.db);
    return c.json(respond(contract.notes, { totalElements: notes.length, content: notes }), 200);
  })
  .openapi(guarded(contract.get), async (c) =>
    c.json(respond(contract.get, await found(c, c.req.valid("param").id)), 200),
  )
  .openapi(guarded(contract.create), async (c) => {
    const input = camelKeys(c.req.valid("json"));
    const added = await createSubstance(c.var.deps.db, actorOf(c), input);
    return c.json(respond(contract.create, await found(c, added.id)), added.created ? 201 : 200);
  })
  .openapi(guarded(contract.update), async (c) => {
    const { id } = c.req.valid("param");
    const { lastModifiedDate, ...input } = camelKeys(c.req.valid("json"));
    await updateSubstance(c.var.deps.db, actorOf(c), id, input, lastModifiedDate);
    return c.json(respond(contract.update, await found(c, id)), 200);
  });
