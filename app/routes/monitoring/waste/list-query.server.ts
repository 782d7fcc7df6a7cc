import { WASTE_HANDLER_SORT_FIELDS } from "../../../../server/api/schemas/waste";

/** The handler register's sorting and filters, read from its address for the list and its export. */
export const SORTABLE = WASTE_HANDLER_SORT_FIELDS;
export const DEFAULT_SORT = { field: "handler", direction: "asc" } as const;

export function handlerFilter(url: URL) {
  return {
    q: url.searchParams.get("q")?.trim().slice(0, 200) ?? "",
    expired: url.searchParams.get("expired") === "1" ? true : undefined,
  };
}
