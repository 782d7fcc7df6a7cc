import { useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";

/** A CSV of what the list shows: the export route gets the list's own filters and sorting. */
export function ExportLink({ to, extra = "" }: { to: string; extra?: string }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const query = [search.replace(/^\?/, ""), extra].filter(Boolean).join("&");
  return (
    <a href={query ? `${to}?${query}` : to} className="button-secondary" download>
      {t("table.exportCsv")}
    </a>
  );
}

/**
 * The export of a register whose rows may be chosen (DataTable's `selection`): a CSV of the chosen
 * rows, or of what the list shows when none is chosen. A plain GET form that carries the list's
 * filters and sorting with the chosen ids, so it works without script.
 */
export function SelectionActions({ form, exportTo }: { form: string; exportTo: string }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const kept = [...new URLSearchParams(search)].filter(([name]) => name !== "page" && name !== "size" && name !== "id");
  return (
    <form id={form} method="get" action={exportTo} className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1">
      {kept.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <p id={`${form}-hint`} className="text-sm text-slate-600">
        {t("table.exportChosenHint")}
      </p>
      <button type="submit" className="button-secondary" aria-describedby={`${form}-hint`}>
        {t("table.exportCsv")}
      </button>
    </form>
  );
}
