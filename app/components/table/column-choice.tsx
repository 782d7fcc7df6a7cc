import { useFetcher, useLocation } from "@remix-run/react";
import type { Table } from "@tanstack/react-table";
import { useTranslation } from "~/i18n/translation";
import { useHydrated } from "~/lib/use-hydrated";
import { SubmitButton } from "~/components/form/submit-button";

/**
 * The columns a reader wants in a table: a disclosure with a box per column (the first, which names
 * the row, always shows). Without script it is a plain form that keeps the choice and comes back; with
 * script a box hides its column at once and the choice is kept in the background.
 */
export function ColumnChoice<Row>({
  table,
  name,
  columns,
}: {
  table: Table<Row>;
  name: string;
  columns: { id: string; header: string }[];
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  return (
    <details className="border-b border-slate-200 px-4 py-2 text-sm">
      <summary className="w-fit cursor-pointer font-medium text-slate-700 hover:underline">
        {t("table.columns")}
      </summary>
      <fetcher.Form
        method="post"
        action="/resources/table-columns"
        className="mt-2 space-y-2"
        onChange={(event) => {
          const box = event.target;
          if (!(box instanceof HTMLInputElement) || box.name !== "shown") return;
          table.getColumn(box.value)?.toggleVisibility(box.checked);
          const form = new FormData(event.currentTarget);
          form.set("stay", "1");
          fetcher.submit(form, { method: "post", action: "/resources/table-columns" });
        }}
      >
        <p className="text-slate-600">{t("table.columnsHint")}</p>
        <input type="hidden" name="table" value={name} />
        <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
        <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
          <legend className="sr-only">{t("table.columns")}</legend>
          {columns.map((column) => (
            <label key={column.id} className="flex items-center gap-2">
              <input type="hidden" name="offered" value={column.id} />
              <input
                type="checkbox"
                name="shown"
                value={column.id}
                checked={table.getColumn(column.id)?.getIsVisible() ?? true}
                onChange={() => undefined}
                className="size-4"
              />
              {column.header}
            </label>
          ))}
        </fieldset>
        {hydrated ? null : (
          <SubmitButton keyed={false} className="button-secondary py-1">
            {t("table.apply")}
          </SubmitButton>
        )}
      </fetcher.Form>
    </details>
  );
}
