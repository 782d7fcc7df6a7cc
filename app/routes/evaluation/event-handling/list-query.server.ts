import { EVENT_SORT_FIELDS } from "../../../../server/api/schemas/events";
import { EVENT_IMPORTANCES, EVENT_STATUSES } from "../../../../server/domain/events";
import { isRecordId } from "../../../../server/domain/record-ids";
import type { DateOnly } from "../../../../server/domain/wire-casing";

/** The register's sorting and filters, read from its address for the list and its export. */
export const SORTABLE = EVENT_SORT_FIELDS;
export const DEFAULT_SORT = { field: "occurred_at", direction: "desc" } as const;

const STATUS_FILTERS = [...EVENT_STATUSES, "OPEN"] as const;
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

export function eventFilter(url: URL) {
  const get = (name: string) => url.searchParams.get(name)?.trim() ?? "";
  const department = Number(get("department"));
  const accident = get("accident");
  const from = get("from");
  const to = get("to");
  return {
    q: get("q").slice(0, 200),
    importance: EVENT_IMPORTANCES.find((value) => value === get("importance")),
    status: STATUS_FILTERS.find((value) => value === get("status")),
    accident: accident === "true" ? true : accident === "false" ? false : undefined,
    departmentId: isRecordId(department) ? department : undefined,
    from: isDay(from) ? (from as DateOnly) : undefined,
    to: isDay(to) ? (to as DateOnly) : undefined,
    overdueActions: get("overdue") === "1" ? true : undefined,
  };
}

export type EventFilter = ReturnType<typeof eventFilter>;
