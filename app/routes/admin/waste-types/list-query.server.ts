import type { ApiClient } from "~/api/client.server";
import { wasteTypesApi } from "../../../../server/api/contracts/waste";

/** The list's order is the List's own (code order): nothing to sort by. */
export const LIST_OPTIONS = { sortable: [], defaultSort: { field: "code", direction: "asc" } } as const;

const CHAPTERS = Array.from({ length: 20 }, (_, index) => String(index + 1).padStart(2, "0"));

/** The filters of the list's address; a chapter or hazard value that is none is left out. */
export function wasteTypeFilter(url: URL) {
  const chapter = url.searchParams.get("chapter") ?? "";
  const hazardous = url.searchParams.get("hazardous") ?? "";
  return {
    q: url.searchParams.get("q")?.trim().slice(0, 200) ?? "",
    chapter: CHAPTERS.includes(chapter) ? chapter : "",
    hazardous: hazardous === "true" || hazardous === "false" ? hazardous : "",
  };
}

/** The filters as the API's list takes them, with every text and synonym (not localized). */
export const wasteTypeQuery = ({ q, chapter, hazardous }: ReturnType<typeof wasteTypeFilter>) => ({
  q: q || undefined,
  chapter: chapter || undefined,
  hazardous: hazardous ? hazardous === "true" : undefined,
  localized: false,
});

/**
 * The 20 chapters by code and name in the reader's language. The list has no filter by level, and a
 * chapter comes first in its own code order, so each is the first row of its chapter.
 */
export async function chapterOptions(api: ApiClient) {
  const pages = await Promise.all(
    CHAPTERS.map((chapter) => api.call(wasteTypesApi.list, { query: { chapter, size: 1, localized: true } })),
  );
  return pages.flatMap(({ content }) =>
    content.filter((row) => row.level === 1).map((row) => ({ code: row.code, name: row.name, lang: row.nameLanguage })),
  );
}
