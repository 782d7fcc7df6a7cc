import { MACHINE_SORT_FIELDS, MACHINE_STATUSES } from "../../../../server/api/schemas/machines";
import { isRecordId } from "../../../../server/domain/record-ids";

/** The machine list's sorting and filters, read from its address for the list and its export. */
export const SORTABLE = MACHINE_SORT_FIELDS;
export const DEFAULT_SORT = { field: "name", direction: "asc" } as const;

export type MachineStatus = (typeof MACHINE_STATUSES)[number];

export function machineFilter(url: URL) {
  const text = (name: string, max: number) => url.searchParams.get(name)?.trim().slice(0, max) ?? "";
  const department = Number(url.searchParams.get("department"));
  const status = url.searchParams.get("status");
  return {
    q: text("q", 200),
    type: text("type", 100),
    departmentId: isRecordId(department) ? department : undefined,
    status: MACHINE_STATUSES.find((value) => value === status) ?? "IN_USE",
  };
}
