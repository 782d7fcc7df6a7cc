import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { metersApi } from "../../../../server/api/contracts/meters";
import { businessToday } from "../../../../server/domain/recurrence";
import { requireRouteAccess } from "~/auth/guards.server";
import { MonthlyBars } from "~/components/charts/monthly-bars";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { IncompleteNotice, MonthTable, OrganizationTable, Recalculations } from "./emissions-parts";
import { FactorsUsed, YearTotals } from "./emissions-totals";
import { emissionsView, requestedYear } from "./emissions-view.server";

const REPORT = "/monitoring/meters/emissions";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(
    request,
    context,
    "routes/monitoring/meters/emissions",
  );
  const report = await api.call(metersApi.emissions, {
    params: { org: organizationId },
    query: { year: requestedYear(new URL(request.url)) },
  });
  const t = fixedT(language);
  return { title: t("meterEmissions.title"), view: emissionsView(report, language, t, businessToday()) };
}

/** Earlier and later years: plain links, so the report is bookmarked and read without script. */
function YearNavigation({ year, thisYear }: { year: number; thisYear: number }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("meterEmissions.years")} className="flex flex-wrap items-center gap-2">
      <a href={`${REPORT}?year=${year - 1}`} className="button-secondary" rel="prev">
        <span aria-hidden>←</span> {year - 1}
      </a>
      {year < thisYear ? (
        <a href={`${REPORT}?year=${year + 1}`} className="button-secondary" rel="next">
          {year + 1} <span aria-hidden>→</span>
        </a>
      ) : null}
      {year !== thisYear ? (
        <a href={REPORT} className="link text-sm">
          {t("meterEmissions.thisYear")}
        </a>
      ) : null}
    </nav>
  );
}

/**
 * The CO2 report: scope 1 and scope 2 per month of a year against the year before, of this
 * organization and those below it, with the year's totals, each organization's share, what is missing
 * and the factor corrections that changed the figures.
 */
export default function Emissions() {
  const { t } = useTranslation();
  const { view } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={`${t("meterEmissions.title")} ${view.year}`}
        crumbs={[{ label: t("menu.groups.monitoring") }, { label: t("menu.items.meters"), to: "/monitoring/meters" }]}
        description={t("meterEmissions.intro")}
        actions={
          <a href={`${REPORT}/export?year=${view.year}`} className="button-secondary" download>
            {t("table.exportCsv")}
          </a>
        }
      />
      <div className="space-y-6">
        <YearNavigation year={view.year} thisYear={view.thisYear} />
        {view.incomplete ? <IncompleteNotice /> : null}
        <YearTotals view={view} />
        <FactorsUsed view={view} />
        <section aria-labelledby="months-heading" className="space-y-4">
          <h2 id="months-heading" className="text-lg font-semibold">
            {t("meterEmissions.perMonth", { year: view.year, previous: view.previous })}
          </h2>
          <div className="grid gap-4 xl:grid-cols-2">
            {view.charts.map((chart, index) => (
              <div key={chart.id} className="card">
                <h3 className="mb-2 font-semibold">
                  {t(index === 0 ? "meterEmissions.scope1" : "meterEmissions.scope2")}{" "}
                  <span className="text-sm font-normal text-slate-600">
                    {t(index === 0 ? "meterEmissions.scope1Hint" : "meterEmissions.scope2Hint")}
                  </span>
                </h3>
                <MonthlyBars chart={chart} />
              </div>
            ))}
          </div>
          <MonthTable view={view} />
        </section>
        <OrganizationTable view={view} />
        <Recalculations view={view} />
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.title} ${data.view.year}` : "Emissions" },
];
