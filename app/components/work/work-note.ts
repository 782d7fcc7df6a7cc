import type { Values } from "~/i18n/translate";
import { formatMonth } from "~/lib/format";

/** The line under a deadline's title: an action's event, or the month a waste statement is missing for. */
export function workNote(
  item: { kind: string; detail: string | null },
  t: (key: string, values?: Values) => string,
  language: string,
) {
  if (item.kind === "ACTION") return item.detail;
  if (item.kind === "WASTE_STATEMENT" && item.detail)
    return t("workItems.statementOf", { month: formatMonth(item.detail, language) });
  return null;
}
