import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { OVERVIEW_MEASURES } from "../../../../server/api/contracts/performance";
import { MonthlyBars } from "~/components/charts/monthly-bars";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";
import { StandingBadge, useFigureText } from "~/routes/planning/objectives/figure";
import { OBJECTIVES, PERFORMANCE_OVERVIEW } from "~/routes/planning/objectives/paths";
import { overviewLoader } from "./overview.server";

export const loader = overviewLoader;

type Figures = { measure: (typeof OVERVIEW_MEASURES)[number]; value: number | null }[];

/** The last twelve months' figures over the organization and per organization below it: the figures are the point. */
function FiguresTable({ rows }: { rows: { name: string; figures: Figures; whole?: boolean }[] }) {
  const { t } = useTranslation();
  const figure = useFigureText();
  return (
    // Wider than a phone: the table scrolls, and a keyboard reaches the scrolling.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus
    <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-labelledby="figures-heading">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("performance.figuresHeading")}</caption>
        <thead>
          <tr>
            <th scope="col" className="p-2">
              {t("performance.organization")}
            </th>
            {rows[0]?.figures.map(({ measure }) => (
              <th key={measure} scope="col" className="p-2 text-right">
                {t(`objectiveFields.measureOptions.${measure}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} className={`border-t border-slate-200 ${row.whole ? "font-semibold" : ""}`}>
              <th scope="row" className="p-2 font-medium">
                {row.name}
              </th>
              {row.figures.map(({ measure, value }) => (
                <td key={measure} className="p-2 text-right whitespace-nowrap">
                  {figure(value, { measure, unit: null })}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type Objective = ReturnType<typeof useLoaderData<typeof loader>>["objectives"][number];

/** The objectives by their chart's numbers, with their figures: what the chart draws, in words. */
function ObjectivesTable({ objectives }: { objectives: Objective[] }) {
  const { t, i18n } = useTranslation();
  const figure = useFigureText();
  const headings = ["number", "objective", "organization", "standing", "now", "path", "target", "deadline"] as const;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="objectives-heading">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("performance.objectivesHeading")}</caption>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="p-2">
                {t(`performance.${heading}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {objectives.map((objective) => (
            <tr key={objective.id} className="border-t border-slate-200">
              <td className="p-2 font-semibold">{objective.number}</td>
              <th scope="row" className="p-2 font-medium">
                <Link to={`${OBJECTIVES}/${objective.id}`} className="link">
                  {objective.title}
                </Link>
              </th>
              <td className="p-2">{objective.organization.name}</td>
              <td className="p-2">
                <StandingBadge standing={objective.standing} />
              </td>
              <td className="p-2 whitespace-nowrap">{figure(objective.actual, objective)}</td>
              <td className="p-2 whitespace-nowrap">{figure(objective.expected, objective)}</td>
              <td className="p-2 whitespace-nowrap">{figure(objective.targetValue, objective)}</td>
              <td className="p-2 whitespace-nowrap">{formatDate(objective.deadline, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The performance overview (clause 9.1): the objectives against their paths, and the year's figures. */
export default function PerformanceOverview() {
  const { t, i18n } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const lastMonth = new Date(`${data.until}T00:00:00Z`);
  lastMonth.setUTCDate(0);
  const span = t("performance.span", {
    from: formatDate(data.from, i18n.language),
    until: formatDate(lastMonth.toISOString().slice(0, 10), i18n.language),
  });
  return (
    <>
      <PageHeader
        title={t("performance.title")}
        crumbs={[{ label: t("menu.groups.monitoring") }]}
        description={t("performance.intro")}
        actions={
          <>
            <Link to={OBJECTIVES} className="button-secondary">
              {t("objectives.title")}
            </Link>
            <Link to={`${PERFORMANCE_OVERVIEW}/hours-worked`} className="button-secondary">
              {t("hoursWorked.title")}
            </Link>
          </>
        }
      />
      {/* The table below, not the section, is the region the heading names: one region per name. */}
      <section className="card min-w-0 space-y-4">
        <h2 id="objectives-heading" className="text-lg font-semibold">
          {t("performance.objectivesHeading")}
        </h2>
        {data.chart ? (
          <>
            <p className="text-sm text-slate-700">{t("performance.chartHint")}</p>
            <MonthlyBars chart={data.chart} />
          </>
        ) : (
          <p className="text-sm text-slate-700">
            {t(data.canEdit ? "performance.noObjectivesEditor" : "performance.noObjectives")}
          </p>
        )}
        {data.objectives.length ? <ObjectivesTable objectives={data.objectives} /> : null}
      </section>
      <section className="card mt-6 min-w-0">
        <h2 id="figures-heading" className="text-lg font-semibold">
          {t("performance.figuresHeading")}
        </h2>
        <p className="text-sm text-slate-700">{span}</p>
        <FiguresTable
          rows={[
            ...data.organizations.map((row) => ({ name: row.organization.name, figures: row.figures })),
            { name: t("performance.whole"), figures: data.whole, whole: true },
          ]}
        />
        <p className="mt-3 text-sm text-slate-700">{t("performance.figuresHint")}</p>
      </section>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = () => [{ title: "Performance overview" }];
