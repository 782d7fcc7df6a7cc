import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { wasteHandlersApi } from "../../../../server/api/contracts/waste";
import { businessToday } from "../../../../server/domain/recurrence";
import { requireRouteAccess } from "~/auth/guards.server";
import { MonthlyBars } from "~/components/charts/monthly-bars";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { departmentOptions } from "~/lib/department-options.server";
import { WASTE } from "./paths";
import { ExpiredHandlers, FigureTable, ReportFilters, ReportTotals, SplitRows } from "./report-parts";
import { DepartmentTable, TypeTable, YearTable } from "./report-tables";
import { reportQuery, showsAllTypes, wasteReportView, yearChoices } from "./report-view.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(
    request,
    context,
    "routes/monitoring/waste/report",
  );
  const url = new URL(request.url);
  const query = reportQuery(url);
  const [report, departments] = await Promise.all([
    api.call(wasteHandlersApi.report, { params: { org: organizationId }, query }),
    departmentOptions(api, organizationId, query.departmentId),
  ]);
  const t = fixedT(language);
  const view = wasteReportView(report, language, t, businessToday(), showsAllTypes(url));
  const department = departments.find((entry) => entry.id === query.departmentId);
  return {
    title: t("waste.report.title"),
    view,
    years: yearChoices(view),
    departments,
    department: department ? { id: department.id, name: department.name } : null,
  };
}

const REPORT = `${WASTE}/report`;

// Printed, the report is the page alone: no header bar, no menu, no frame around it.
const PRINT_STYLE =
  "@media print { .min-h-full > header, #main-menu { display: none !important } #main { padding: 0 } }";

/**
 * The waste report of a year: tonnes in all, hazardous against not and recovery against disposal,
 * per month (charts drawn on the server, with their figures as a table), per waste type with its
 * treatment, per department and per year; and the handlers whose registration has run out. It reads
 * and prints without script; its export is the year's figures per code and treatment.
 */
export default function WasteReport() {
  const { t } = useTranslation();
  const { view, years, departments, department } = useLoaderData<typeof loader>();
  const address = (year: number) => `${REPORT}?year=${year}${department ? `&department=${department.id}` : ""}`;
  const exportHref = `${REPORT}/export?${address(view.year).split("?")[1]}`;
  return (
    <>
      {/* As markup, not text: React would escape the selector's ">" in the server's HTML only. */}
      <style dangerouslySetInnerHTML={{ __html: PRINT_STYLE }} />
      <PageHeader
        title={t("waste.report.heading", { year: view.year })}
        crumbs={[{ label: t("menu.groups.monitoring") }, { label: t("menu.items.waste"), to: WASTE }]}
        description={
          department ? t("waste.report.introDepartment", { department: department.name }) : t("waste.report.intro")
        }
        actions={
          <a href={exportHref} className="button-secondary print:hidden" download>
            {t("table.exportCsv")}
          </a>
        }
      />
      <div className="space-y-6">
        <ReportFilters view={view} years={years} departments={departments} departmentId={department?.id} />
        <ExpiredHandlers view={view} />
        <ReportTotals view={view} />
        <section aria-labelledby="months-heading" className="space-y-4">
          <h2 id="months-heading" className="text-lg font-semibold">
            {t("waste.report.perMonth", { year: view.year })}
          </h2>
          <div className="grid gap-4 xl:grid-cols-2 print:grid-cols-1">
            {view.charts.map(({ heading, chart }) => (
              <div key={chart.id} className="card print:break-inside-avoid print:shadow-none">
                <h3 className="mb-2 font-semibold">{heading}</h3>
                <MonthlyBars chart={chart} />
              </div>
            ))}
          </div>
        </section>
        <FigureTable id="months" title={t("waste.report.monthTable", { year: view.year })}>
          <SplitRows
            first={t("waste.report.month")}
            digits={view.digits}
            rows={view.months.map((month) => ({ ...month, key: month.month, label: month.name }))}
            sum={{ label: t("waste.report.yearTotal"), split: view.totals }}
          />
        </FigureTable>
        <TypeTable view={view} allTypesHref={`${address(view.year)}&types=all#types-heading`} exportHref={exportHref} />
        <DepartmentTable view={view} />
        <YearTable view={view} query={address} />
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.title} ${data.view.year}` : "Waste report" },
];
