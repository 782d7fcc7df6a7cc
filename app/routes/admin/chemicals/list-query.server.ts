import { CHEMICAL_SORT_FIELDS } from "../../../../server/api/schemas/chemicals";
import { DANGER_CODES, type DangerCode } from "../../../../server/domain/danger-code";
import { parseHazardCodes } from "../../../../server/domain/hazard-statements";

/** The chemical list's sortable columns and filters, for the list and its CSV export. */
export const SORTABLE = CHEMICAL_SORT_FIELDS;
export const DEFAULT_SORT = { field: "name", direction: "asc" } as const;

/**
 * The filters of the list's address. A hazard code is read as the substance list reads it (any case);
 * one that is no code is kept to be shown back with its error rather than sent on.
 */
export function chemicalFilter(url: URL) {
  const typed = url.searchParams.get("hazard")?.trim().slice(0, 20) ?? "";
  const hazard = typed ? parseHazardCodes(typed).codes[0] : undefined;
  const danger = url.searchParams.get("dangerCode") ?? "";
  return {
    q: url.searchParams.get("q")?.trim().slice(0, 200) ?? "",
    hazard: hazard ?? typed,
    hazardUnknown: Boolean(typed) && !hazard,
    dangerCode: (DANGER_CODES as readonly string[]).includes(danger) ? (danger as DangerCode) : undefined,
  };
}

/** The filters as the API's list takes them. */
export const chemicalQuery = ({ q, hazard, dangerCode }: ReturnType<typeof chemicalFilter>) => ({
  q,
  hazard: hazard || undefined,
  dangerCode,
});
