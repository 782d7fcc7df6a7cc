import { METER_SORT_FIELDS } from "../../../../server/api/schemas/meters";
import { isRecordId } from "../../../../server/domain/record-ids";
import { isUtilityType } from "../../../../server/domain/units";

/** The meter list's sorting and filters, read from its address for the list and its export. */
export const SORTABLE = METER_SORT_FIELDS;
export const DEFAULT_SORT = { field: "utility_type", direction: "asc" } as const;

export function meterFilter(url: URL) {
  const type = url.searchParams.get("type");
  const department = Number(url.searchParams.get("department"));
  return {
    q: url.searchParams.get("q")?.trim().slice(0, 200) ?? "",
    utilityType: isUtilityType(type) ? type : undefined,
    departmentId: isRecordId(department) ? department : undefined,
    overdue: url.searchParams.get("overdue") === "true" ? ("true" as const) : undefined,
  };
}

export type MeterFilter = ReturnType<typeof meterFilter>;
