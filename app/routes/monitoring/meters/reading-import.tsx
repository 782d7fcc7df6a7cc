import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { metersApi, readingsApi } from "../../../../server/api/contracts/meters";
import { requireRouteAccess } from "~/auth/guards.server";
import { SubmitButton } from "~/components/form/submit-button";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { MAX_IMPORT_BYTES, parseReadingCsv, type ImportRow } from "~/lib/reading-csv.server";
import { redirectWithToast, requireId } from "~/lib/route.server";
import { meterPath, METERS } from "./paths";

const ROUTE = "routes/monitoring/meters/reading-import";
const INTENTS = { preview: "preview", import: "import" } as const;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(request, context, ROUTE);
  const meter = await api.call(metersApi.get, { params: { org: organizationId, id: requireId(params) } });
  return { meter, title: `${fixedT(language)("meterReadings.import")}: ${meter.name}` };
}

async function csvText(form: FormData) {
  const file = form.get("file");
  if (file instanceof File && file.size > 0) return file.size > MAX_IMPORT_BYTES ? null : file.text();
  const pasted = String(form.get("csv") ?? "");
  return pasted.length > MAX_IMPORT_BYTES ? null : pasted;
}

/**
 * Reads the CSV, asks the API to judge every row without saving, and shows the rows with their
 * problems; only a confirmed import of a file without any saves, and then all its rows at once.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, ROUTE);
  const id = requireId(params);
  const form = await request.formData();
  const text = await csvText(form);
  if (text === null)
    return data(
      { problem: "meterReadings.importTooLarge" as string, rows: [] as ImportRow[], csv: "" },
      { status: 413 },
    );
  const meter = await api.call(metersApi.get, { params: { org: organizationId, id } });
  const parsed = parseReadingCsv(text, meter.units);
  if (parsed.problem || parsed.rows.some((row) => row.problems.length)) {
    return data(
      { problem: parsed.problem ?? "meterReadings.importRefused", rows: parsed.rows, csv: "" },
      { status: 422 },
    );
  }
  const dryRun = form.get("intent") !== INTENTS.import;
  const result = await api.call(readingsApi.import, {
    params: { org: organizationId, id },
    body: { rows: parsed.rows.map((row) => row.reading!), dryRun },
  });
  for (const refusal of result.refusals) parsed.rows[refusal.row]!.problems.push(`validation.server.${refusal.code}`);
  if (result.refusals.length > 0) {
    return data({ problem: "meterReadings.importRefused", rows: parsed.rows, csv: "" }, { status: 422 });
  }
  if (dryRun) return { problem: "", rows: parsed.rows, csv: text };
  return redirectWithToast(context, meterPath(id), "meterReadings.imported");
}

function Preview({ rows }: { rows: ImportRow[] }) {
  const { t } = useTranslation();
  return (
    <div className="relative overflow-x-auto">
      <table className="min-w-full text-sm">
        <caption className="sr-only">{t("meterReadings.importPreview")}</caption>
        <thead className="bg-slate-50 text-left">
          <tr>
            {["line", "performedAt", "value", "unit", "estimated", "comment", "problems"].map((column) => (
              <th key={column} scope="col" className="px-3 py-2">
                {t(`meterReadings.importColumns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.line} className={row.problems.length ? "bg-red-50" : undefined}>
              <th scope="row" className="px-3 py-1.5 text-left font-normal tabular-nums">
                {row.line}
              </th>
              <td className="px-3 py-1.5">{row.cells.performedAt}</td>
              <td className="px-3 py-1.5 tabular-nums">{row.cells.value}</td>
              <td className="px-3 py-1.5">{row.reading?.unit ?? row.cells.unit}</td>
              <td className="px-3 py-1.5">{row.reading?.estimated ? t("meterReadings.estimated") : ""}</td>
              <td className="px-3 py-1.5 wrap-anywhere">{row.cells.comment}</td>
              <td className="px-3 py-1.5 font-medium text-red-800">{row.problems.map((key) => t(key)).join(" ")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Import readings from a CSV: a preview first, with every row's problem, and nothing saved unless all rows are good. */
export default function ImportReadings() {
  const { t } = useTranslation();
  const { meter } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const ready = result && !result.problem && result.rows.length > 0;
  return (
    <>
      <PageHeader
        title={t("meterReadings.import")}
        crumbs={[
          { label: t("menu.groups.monitoring") },
          { label: t("meters.title"), to: METERS },
          { label: meter.name, to: meterPath(meter.id) },
        ]}
        description={t("meterReadings.importIntro", { units: meter.units.join(", ") })}
      />
      <Form method="post" encType="multipart/form-data" className="card space-y-4">
        <div>
          <label htmlFor="import-file" className="block text-sm font-medium text-slate-800">
            {t("meterReadings.importFile")}
          </label>
          <input
            id="import-file"
            type="file"
            name="file"
            accept=".csv,text/csv,text/plain"
            className="mt-1 block text-sm"
          />
        </div>
        <div>
          <label htmlFor="import-csv" className="block text-sm font-medium text-slate-800">
            {t("meterReadings.importPaste")}
          </label>
          <textarea
            id="import-csv"
            name="csv"
            rows={6}
            className="input mt-1 font-mono"
            placeholder={"date;value;unit;estimated;comment\n2026-01-31;12345,6;kWh;;"}
          />
        </div>
        <SubmitButton name="intent" value={INTENTS.preview} className="button-secondary">
          {t("meterReadings.importCheck")}
        </SubmitButton>
      </Form>
      {result ? (
        <section className="card mt-6 space-y-4" aria-labelledby="preview-heading">
          <h2 id="preview-heading" className="text-lg font-semibold">
            {t("meterReadings.importPreview")}
          </h2>
          {result.problem ? (
            <p role="alert" className="font-medium text-red-800">
              {t(result.problem)}
            </p>
          ) : (
            <p role="status">{t("meterReadings.importReady", { count: result.rows.length })}</p>
          )}
          {result.rows.length ? <Preview rows={result.rows} /> : null}
          {ready ? (
            <Form method="post" encType="multipart/form-data">
              <input type="hidden" name="csv" value={result.csv} />
              <SubmitButton name="intent" value={INTENTS.import} className="button-primary">
                {t("meterReadings.importConfirm", { count: result.rows.length })}
              </SubmitButton>
            </Form>
          ) : null}
        </section>
      ) : null}
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Import readings" }];
