import { EMISSION_FACTOR_SORT_FIELDS } from "../../../../server/api/schemas/emission-factors";
import { isUtilityType } from "../../../../server/domain/units";

/** The catalogue list's sorting and filters, read from its address for the list and its export. */
export const SORTABLE = EMISSION_FACTOR_SORT_FIELDS;
export const DEFAULT_SORT = { field: "name", direction: "asc" } as const;

export function factorFilter(url: URL) {
  const type = url.searchParams.get("type");
  return {
    q: url.searchParams.get("q")?.trim().slice(0, 200) ?? "",
    utilityType: isUtilityType(type) ? type : undefined,
  };
}
