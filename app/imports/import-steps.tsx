import { Form, Link } from "@remix-run/react";
import { SubmitButton } from "~/components/form/submit-button";
import { Pager } from "~/components/page/pager";
import { useTranslation } from "~/i18n/translation";

type Column = { name: string; required: boolean };
type Labels = Record<string, string>;
type Row = { line: number; cells: Record<string, string>; errors: { column: string | null; code: string }[] };

/** Step two: for each column of the register, the header of the file it is read from, or none. */
export function MappingForm(props: {
  columns: Column[];
  labels: Labels;
  headers: string[];
  mapping: Record<string, number | null>;
  intent: string;
}) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="card space-y-4" aria-labelledby="mapping-heading">
      <h2 id="mapping-heading" className="text-lg font-semibold">
        {t("imports.mappingTitle")}
      </h2>
      <p className="text-sm text-slate-700">{t("imports.mappingIntro")}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {props.columns.map((column) => (
          <div key={column.name}>
            <label htmlFor={`column-${column.name}`} className="block text-sm font-medium text-slate-800">
              {props.labels[column.name]}
              {column.required ? ` (${t("imports.required")})` : ""}
            </label>
            <select
              id={`column-${column.name}`}
              name={`column.${column.name}`}
              defaultValue={props.mapping[column.name] ?? ""}
              className="input mt-1 w-full"
            >
              <option value="">{t("imports.notRead")}</option>
              {props.headers.map((header, index) => (
                <option key={index} value={index}>
                  {header || t("imports.unnamedHeader", { number: index + 1 })}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <SubmitButton name="intent" value={props.intent} className="button-primary">
        {t("imports.checkRows")}
      </SubmitButton>
    </Form>
  );
}

/** Step three: the rows as read, each with its errors in words under the columns they are in. */
export function PreviewTable(props: { columns: Column[]; labels: Labels; rows: Row[]; caption: string }) {
  const { t } = useTranslation();
  const errorText = (error: Row["errors"][number]) => {
    const words = t(`validation.server.${error.code}`);
    return error.column ? `${props.labels[error.column]}: ${words}` : words;
  };
  return (
    <div className="relative overflow-x-auto">
      <table className="min-w-full text-sm">
        <caption className="sr-only">{props.caption}</caption>
        <thead className="bg-slate-50 text-left">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t("imports.line")}
            </th>
            {props.columns.map((column) => (
              <th key={column.name} scope="col" className="px-3 py-2">
                {props.labels[column.name]}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              {t("imports.errors")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {props.rows.map((row) => (
            <tr key={row.line} className={row.errors.length ? "bg-red-50" : undefined}>
              <th scope="row" className="px-3 py-1.5 text-left font-normal tabular-nums">
                {row.line}
              </th>
              {props.columns.map((column) => (
                <td key={column.name} className="px-3 py-1.5 wrap-anywhere">
                  {row.cells[column.name]}
                </td>
              ))}
              <td className="px-3 py-1.5 font-medium text-red-800">
                {row.errors.length ? (
                  <ul>
                    {row.errors.map((error, index) => (
                      <li key={index}>{errorText(error)}</li>
                    ))}
                  </ul>
                ) : (
                  <span className="font-normal text-slate-600">{t("imports.noErrors")}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The counts, the rows shown (all, or those with errors) with their pages, and the ways to import. */
export function Preview(props: {
  view: { clean: number; bad: number; rowCount: number; rows: Row[] };
  columns: Column[];
  labels: Labels;
  onlyBad: boolean;
  page: number;
  pageSize: number;
  intents: { runAll: string; runClean: string };
}) {
  const { t } = useTranslation();
  const { clean, bad } = props.view;
  const shown = props.onlyBad ? bad : props.view.rowCount;
  return (
    <section className="card space-y-4" aria-labelledby="preview-heading">
      <h2 id="preview-heading" className="text-lg font-semibold">
        {t("imports.previewTitle")}
      </h2>
      <p role="status">
        {t("imports.cleanRows", { count: clean })} {bad ? t("imports.badRows", { count: bad }) : null}
      </p>
      <Form method="post" className="flex flex-wrap gap-3">
        {bad === 0 ? (
          <SubmitButton name="intent" value={props.intents.runAll} className="button-primary">
            {t("imports.importAll", { count: clean })}
          </SubmitButton>
        ) : clean > 0 ? (
          <SubmitButton name="intent" value={props.intents.runClean} className="button-primary">
            {t("imports.importClean", { count: clean })}
          </SubmitButton>
        ) : null}
        <Link to="?mapping" className="button-secondary">
          {t("imports.changeMapping")}
        </Link>
      </Form>
      {bad ? (
        <nav aria-label={t("imports.rowsShown")} className="flex gap-3 text-sm">
          <Link to="?" className="link" aria-current={props.onlyBad ? undefined : "page"}>
            {t("imports.allRows")}
          </Link>
          <Link to="?rows=bad" className="link" aria-current={props.onlyBad ? "page" : undefined}>
            {t("imports.onlyBadRows")}
          </Link>
        </nav>
      ) : null}
      <PreviewTable
        columns={props.columns}
        labels={props.labels}
        rows={props.view.rows}
        caption={t("imports.previewTitle")}
      />
      <Pager page={props.page} total={shown} pageSize={props.pageSize} />
    </section>
  );
}

/** What the one importing must know beyond the steps (members: nobody is mailed), when the register says. */
export function ImportNote({ note, className = "" }: { note?: string; className?: string }) {
  const { t } = useTranslation();
  if (!note) return null;
  return (
    <p className={`rounded-md bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200 ${className}`}>{t(note)}</p>
  );
}
