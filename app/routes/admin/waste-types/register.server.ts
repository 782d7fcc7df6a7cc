import { wasteTypesApi } from "../../../../server/api/contracts/waste";
import { defineRegister } from "~/register/list.server";
import { WASTE_TYPES } from "./paths";

const CHAPTERS = Array.from({ length: 20 }, (_, index) => String(index + 1).padStart(2, "0"));

/**
 * The European List of Waste, browsed by chapter and searched, with the synonyms the maintainers keep.
 * Its order is the List's own (code order); the page shows every text and synonym, not the reader's.
 */
export const wasteTypeRegister = defineRegister({
  path: WASTE_TYPES,
  routeId: "routes/admin/waste-types/list",
  section: "adminWasteTypes",
  list: wasteTypesApi.list,
  sortable: [],
  defaultSort: null,
  fixed: { localized: false, entries_only: false },
  choices: {
    // The 20 chapters by code and name in the reader's language: each is the first row of its chapter.
    chapter: async ({ api }) => {
      const pages = await Promise.all(
        CHAPTERS.map((chapter) => api.call(wasteTypesApi.list, { query: { chapter, size: 1, localized: true } })),
      );
      return pages.flatMap(({ content }) =>
        content
          .filter((row) => row.level === 1)
          .map((row) => ({ value: row.code, label: `${row.code} – ${row.name}`, lang: row.nameLanguage })),
      );
    },
  },
  csvColumns: [
    { label: (t) => t("adminWasteTypes.code"), cell: (row) => row.codeDisplay },
    { label: (t) => t("adminWasteTypes.level"), cell: (row, t) => t(`adminWasteTypes.levels.${row.level}`) },
    { label: (t) => t("adminWasteTypes.text"), cell: (row) => row.textEn ?? row.name },
    {
      label: (t) => t("adminWasteTypes.hazardous"),
      cell: (row, t) =>
        row.hazardous === null ? null : t(row.hazardous ? "adminWasteTypes.hazardous" : "adminWasteTypes.notHazardous"),
    },
    { label: (t) => t("adminWasteTypes.synonymsEn"), cell: (row) => (row.synonymsEn ?? []).join("; ") },
    { label: (t) => t("adminWasteTypes.synonymsDa"), cell: (row) => (row.synonymsDa ?? []).join("; ") },
  ],
});
