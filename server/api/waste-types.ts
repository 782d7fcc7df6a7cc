import { camelKeys } from "../domain/wire-casing";
import { getWasteType, listWasteTypes, updateWasteTypeSynonyms } from "../services/waste-types";
import { actorOf } from "./circle";
import { wasteTypesApi as contract } from "./contracts/waste";
import { requestLanguage } from "./language";
import { notFound } from "./problem";
import { createRouter, guarded, respond } from "./router";

/** The localized form names each type in the reader's language only; the detailed one carries every text. */
const localizedFields = ({
  textEn: _text,
  synonymsEn: _en,
  synonymsDa: _da,
  lastModifiedDate: _stamp,
  ...row
}: Awaited<ReturnType<typeof listWasteTypes>>["rows"][number]) => row;

export const wasteTypeRoutes = createRouter()
  .openapi(guarded(contract.list), async (c) => {
    const { localized, ...filter } = camelKeys(c.req.valid("query"));
    const result = await listWasteTypes(c.var.deps.db, filter, requestLanguage(c));
    const content = localized ? result.rows.map(localizedFields) : result.rows;
    return c.json(respond(contract.list, { totalElements: result.total, content }), 200);
  })
  .openapi(guarded(contract.get), async (c) => {
    const row = await getWasteType(c.var.deps.db, c.req.valid("param").id, requestLanguage(c));
    if (!row) throw notFound("Waste type");
    return c.json(respond(contract.get, row), 200);
  })
  .openapi(guarded(contract.updateSynonyms), async (c) => {
    const { id } = c.req.valid("param");
    const { lastModifiedDate, ...synonyms } = camelKeys(c.req.valid("json"));
    await updateWasteTypeSynonyms(c.var.deps.db, actorOf(c), id, synonyms, lastModifiedDate);
    const row = await getWasteType(c.var.deps.db, id, requestLanguage(c));
    return c.json(respond(contract.updateSynonyms, row!), 200);
  });
