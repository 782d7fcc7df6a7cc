import { legislationsApi } from "../../../../server/api/contracts/legislations";
import { LEGISLATION_SORT_FIELDS } from "../../../../server/api/schemas/legislation";
import type { ApiClient } from "~/api/client.server";
import type { Language } from "~/i18n/config";
import { topicOptions } from "~/lib/legislation-text";
import { territoryName, territoryOptions } from "~/lib/territories.server";
import { defineRegister } from "~/register/list.server";

/** The catalogue's topics, to choose among, in the reader's language. */
export const topicChoices = async ({ api, language }: { api: ApiClient; language: Language }) =>
  topicOptions((await api.call(legislationsApi.topics)).content, language).map(({ id, name }) => ({
    value: String(id),
    label: name,
  }));

/** Every territory an act may have, EU, INTL and Denmark first, named by the server (territories.server.ts). */
export const territoryChoices = ({ language }: { language: Language }) =>
  territoryOptions(language).map(({ code, name }) => ({ value: code, label: `${name} (${code})` }));

/** The legislation catalogue all organizations share, as the maintainers keep it. */
export const legislationRegister = defineRegister({
  path: "/admin/legislation",
  routeId: "routes/admin/legislation/list",
  section: "adminLegislation",
  list: legislationsApi.list,
  sortable: LEGISLATION_SORT_FIELDS,
  defaultSort: { field: "title", direction: "asc" },
  choices: { topic_id: topicChoices, territory: territoryChoices },
  // Both titles, the territory and the topics by name; not the link nor the dates of the record.
  csv: {
    file: "legislation.csv",
    columns: ["shortName", "titleEn", "titleDa", "referenceNumber", "territory", "topics", "effectiveDate"],
    cells: { territory: (code: string, language) => territoryName(code, language) },
  },
});
