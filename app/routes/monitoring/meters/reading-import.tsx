import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { metersApi } from "../../../../server/api/contracts/meters";
import { requireRouteAccess } from "~/auth/guards.server";
import { SubmitButton } from "~/components/form/submit-button";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { requireId } from "~/lib/route.server";
import { INTENTS } from "./import-intents";
import { meterPath, METERS } from "./paths";
import { ImportPreview } from "./reading-import-preview";
import { importReadings } from "./reading-import.server";

const ROUTE = "routes/monitoring/meters/reading-import";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(request, context, ROUTE);
  const meter = await api.call(metersApi.get, { params: { org: organizationId, id: requireId(params) } });
  return { meter, title: `${fixedT(language)("meterReadings.import")}: ${meter.name}` };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, ROUTE);
  return importReadings(request, context, api, organizationId, requireId(params));
}

/** Import readings from a CSV: a preview first, with every row's problem, and nothing saved unless all rows are good. */
export default function ImportReadings() {
  const { t } = useTranslation();
  const { meter } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  // Ready to import: nothing wrong, or only consumptions to confirm.
  const ready = result && (!result.problem || result.unusual) && result.rows.length > 0;
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
            defaultValue={result?.csv ?? ""}
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
          {result.rows.length ? <ImportPreview rows={result.rows} /> : null}
          {ready ? (
            <Form method="post" encType="multipart/form-data" className="space-y-3">
              <input type="hidden" name="csv" value={result.csv} />
              {result.unusual ? (
                <label className="flex items-start gap-2 rounded border border-amber-300 bg-amber-50 p-3 text-sm">
                  <input type="checkbox" name="confirmUnusual" className="mt-1" />
                  <span>{t("meterReadings.importUnusual")}</span>
                </label>
              ) : null}
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
