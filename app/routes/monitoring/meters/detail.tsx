import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { emissionFactorsApi } from "../../../../server/api/contracts/emission-factors";
import { metersApi, readingsApi } from "../../../../server/api/contracts/meters";
import { businessToday } from "../../../../server/domain/recurrence";
import { UTILITY_TYPE_ICON } from "../../../../server/domain/units";
import { requireRouteAccess } from "~/auth/guards.server";
import { FileList } from "~/components/files/file-list";
import { meterChart } from "~/components/meters/meter-chart.server";
import { MeterMonths } from "~/components/meters/meter-months";
import { ReadingTable } from "~/components/meters/reading-table";
import { UtilityIcon } from "~/components/meters/utility-icon";
import { UTILITY_ICON_PATHS } from "~/components/meters/utility-icon-paths.server";
import { DetailList, EditLink, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { factorSourceText, factorValueText } from "~/lib/emission-factor-text";
import { formatDate, formatDateTime } from "~/lib/format";
import { lastPageAddress, parseListQuery } from "~/lib/list-query";
import { requireId } from "~/lib/route.server";
import { meterPath, METERS } from "./paths";
import { HistoryLink } from "~/audit-trail/history-link";

/** The months the page shows: this one and the 23 before it. */
const SHOWN_MONTHS = 24;

function firstShownMonth(today: string) {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const index = year * 12 + month - 1 - (SHOWN_MONTHS - 1);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, canEdit, language } = await requireRouteAccess(
    request,
    context,
    "routes/monitoring/meters/detail",
  );
  const id = requireId(params);
  const url = new URL(request.url);
  const query = parseListQuery(url, {
    sortable: ["performed_at"],
    defaultSort: { field: "performed_at", direction: "desc" },
  });
  const today = businessToday();
  const meter = await api.call(metersApi.get, { params: { org: organizationId, id } });
  const [factors, months, readings] = await Promise.all([
    meter.emissionFactors.length
      ? api.call(emissionFactorsApi.list, { query: { utilityType: meter.utilityType } })
      : Promise.resolve({ totalElements: 0, content: [] }),
    api.call(metersApi.months, {
      params: { org: organizationId, id },
      query: { from: firstShownMonth(today), to: today.slice(0, 7) },
    }),
    api.call(readingsApi.list, {
      params: { org: organizationId, id },
      query: { page: query.page - 1, size: query.size },
    }),
  ]);
  const lastPage = lastPageAddress(url, query, readings.totalElements);
  if (lastPage) throw redirect(lastPage);
  const due = meter.nextReadingDue?.toISOString().slice(0, 10);
  const t = fixedT(language);
  const chart = meterChart(months, meter.totalUnit, today, language, t);
  // The factor as the reader needs it: its value today and where that comes from.
  const current = factors.content.find((factor) => factor.id === meter.emissionFactors[0]?.id)?.current;
  const factorValue = current
    ? { value: factorValueText(t, language, current), source: factorSourceText(t, current) }
    : null;
  const icon = UTILITY_ICON_PATHS[UTILITY_TYPE_ICON[meter.utilityType]]!;
  return {
    meter,
    icon,
    months,
    chart,
    readings,
    query,
    canEdit,
    factorValue,
    readingDue: due !== undefined && due <= today,
  };
}

/** One meter: what it measures and how, its consumption and CO2 per month, its readings and its files. */
export default function MeterDetail() {
  const { t, i18n } = useTranslation();
  const { meter, icon, months, chart, readings, query, canEdit, factorValue, readingDue } =
    useLoaderData<typeof loader>();
  const path = meterPath(meter.id);
  const factor = meter.emissionFactors[0];
  return (
    <>
      <PageHeader
        title={meter.name}
        crumbs={[{ label: t("menu.groups.monitoring") }, { label: t("meters.title"), to: METERS }]}
        actions={
          <div className="flex flex-wrap gap-2">
            {canEdit ? (
              <>
                <Link to={`${path}/readings/new`} className="button-primary">
                  {t("meterReadings.new")}
                </Link>
                <Link to={`${path}/readings/import`} className="button-secondary">
                  {t("meterReadings.import")}
                </Link>
              </>
            ) : null}
            <EditLink to={`${path}/edit`} allowed={canEdit} />
            <HistoryLink entity="meter" id={meter.id} allowed={canEdit} />
          </div>
        }
      />
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="min-w-0 space-y-6 xl:col-span-2">
          <MeterMonths months={months} totalUnit={meter.totalUnit} hasFactor={Boolean(factor)} chart={chart} />
          <section className="card" aria-labelledby="readings-heading">
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <h2 id="readings-heading" className="text-lg font-semibold">
                {t("meterReadings.title")}
              </h2>
              {/* All its readings, whatever page the table shows: a plain link, no list state to carry. */}
              <a href={`${path}/readings/export`} className="button-secondary" download>
                {t("table.exportCsv")}
              </a>
            </div>
            <ReadingTable
              meter={meter}
              readings={readings.content}
              total={readings.totalElements}
              page={query.page}
              pageSize={query.size}
            />
          </section>
          <FileList
            title={t("meters.files")}
            files={meter.files}
            owner="meter"
            ownerId={meter.id}
            can={{ edit: canEdit, details: true }}
            downloadHref={(file) => `/files/${file.id}/download`}
          />
        </div>
        <aside className="card h-fit">
          <p className="mb-3 flex items-center gap-2 font-medium">
            <UtilityIcon path={icon} className="h-6 w-6 text-primary-700" />
            {t(`utilityType.${meter.utilityType}`)}
          </p>
          <DetailList
            items={[
              { label: t("meters.units"), value: meter.units.join(", ") },
              { label: t("meters.totalUnit"), value: meter.totalUnit },
              { label: t("meters.number"), value: meter.number },
              { label: t("meters.place"), value: meter.department?.name ?? meter.organization.name },
              { label: t("meters.location"), value: meter.location },
              { label: t("meters.responsible"), value: meter.responsibleMember?.name ?? null },
              { label: t("meters.frequency"), value: t(`recurrence.${meter.frequency}`) },
              {
                label: t("meters.readingKind"),
                value: t(meter.cumulative ? "meters.cumulative" : "meters.periodConsumption"),
              },
              {
                label: t("meters.nextReadingDue"),
                value: meter.nextReadingDue ? (
                  <span className={readingDue ? "font-medium text-red-800" : undefined}>
                    {formatDate(meter.nextReadingDue, i18n.language)}
                    {readingDue ? ` (${t("meters.due")})` : ""}
                  </span>
                ) : null,
              },
              { label: t("meters.scope"), value: t(`meters.scopes.${meter.scope ?? "none"}`) },
              {
                label: t("meters.emissionFactor"),
                value: factor ? (
                  <>
                    {factor.name}
                    {factorValue ? (
                      <span className="mt-1 block text-slate-600">
                        {factorValue.value} · {t("meters.factorSource", { source: factorValue.source })}
                      </span>
                    ) : null}
                  </>
                ) : (
                  t("meters.noEmissionFactor")
                ),
              },
              ...(meter.biogenicFactor
                ? [{ label: t("meters.biogenicFactor"), value: meter.biogenicFactor.name }]
                : []),
              { label: t("page.lastModified"), value: formatDateTime(meter.lastModifiedDate, i18n.language) },
            ]}
          />
        </aside>
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.meter.name ?? "Meter" }];
