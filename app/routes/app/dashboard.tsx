import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { getOrganization, listAccessibleOrganizations } from "~/api/organizations.server";
import { toDateOnly } from "~/api/wire";
import { isAllowed, requireRouteAccess } from "~/auth/guards.server";
import { DetailList, PageHeader } from "~/components/page/page-header";
import { fixedT } from "~/i18n/translations.server";
import { naceLabel } from "~/lib/nace.server";
import { Co2Card, MyTasks, Tiles } from "./dashboard-parts";
import { UnitBreakdown } from "./dashboard-units";
import { co2Of, loadDashboard, tasksOf, tilesOf, unitsOf } from "./dashboard-view.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, access, user, language } = await requireRouteAccess(
    request,
    context,
    "routes/app/dashboard",
  );
  // A holding may have thousands of departments: a long list is only counted, and linked to.
  const [{ departmentCount, subsidiaryCount, ...organization }, children, { figures, tasks }] = await Promise.all([
    getOrganization(api, organizationId),
    listAccessibleOrganizations(api, { parentId: organizationId, size: STRUCTURE_NAMED }),
    loadDashboard(api, organizationId, UNITS_SHOWN),
  ]);
  const t = fixedT(language);
  return {
    title: t("dashboard.title"),
    userName: user.name,
    today: toDateOnly(figures.today),
    year: figures.year,
    tiles: tilesOf(figures.totals),
    co2: co2Of(figures.co2, figures.year, toDateOnly(figures.today), language, t),
    units: unitsOf(figures),
    tasks: tasksOf(tasks, language),
    canReport: isAllowed(access, "REPORT_EVENT", "event-handling"),
    organization,
    activity: naceLabel(organization.naceCode, language),
    structure: {
      departments: departmentCount,
      subsidiaries: subsidiaryCount,
      named:
        children.totalElements <= STRUCTURE_NAMED
          ? children.content.map(({ id, name, type }) => ({ id, name, type }))
          : [],
    },
    access: { names: access.names, accessibility: access.accessibility },
  };
}

const STRUCTURE_NAMED = 10;
const UNITS_SHOWN = 15;
const SCOPE_LABELS = ["MANAGE", "EDIT", "READ"] as const;

export default function Dashboard() {
  const { t } = useTranslation();
  const { userName, organization, activity, structure, access, tiles, co2, units, tasks, today, year, canReport } =
    useLoaderData<typeof loader>();
  const scope = SCOPE_LABELS.find((name) => access.names.includes(name)) ?? "READ";
  const location = [organization.address, [organization.zipCode, organization.city].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return (
    <>
      <PageHeader
        title={t("dashboard.title")}
        description={t("dashboard.welcome", { name: userName })}
        actions={
          canReport ? (
            <Link to="/events/new" className="button-primary">
              {t("dashboard.reportEvent")}
            </Link>
          ) : null
        }
      />
      {tiles.length ? (
        <section aria-labelledby="attention-heading">
          <h2 id="attention-heading" className="sr-only">
            {t("dashboard.attention")}
          </h2>
          <Tiles tiles={tiles} />
        </section>
      ) : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <MyTasks tasks={tasks} today={today} />
        {co2 ? <Co2Card co2={co2} year={year} /> : null}
      </div>
      {units.rows.length ? <UnitBreakdown units={units} /> : null}
      <div className="mt-6 grid gap-6 xl:grid-cols-3">
        <section className="card xl:col-span-2" aria-labelledby="organization-heading">
          <h2 id="organization-heading" className="text-lg font-semibold">
            {organization.name}
          </h2>
          <DetailList
            items={[
              { label: t("dashboard.type"), value: t(`dashboard.types.${organization.type}`) },
              { label: t("dashboard.registrationNumber"), value: organization.registrationNumber },
              {
                label: t("dashboard.naceCode"),
                value: activity ? (
                  <>
                    {activity.code}
                    {activity.title ? <span lang={activity.lang}> {activity.title}</span> : null}
                  </>
                ) : null,
              },
              { label: t("dashboard.location"), value: location || null },
              {
                label: t("dashboard.isoStandards"),
                value: organization.isoStandards.length
                  ? organization.isoStandards.map((code) => t(`standards.${code}`)).join(", ")
                  : null,
              },
              {
                label: t("dashboard.accessibility"),
                value: t(`dashboard.accessibilities.${organization.featureAccessibility}`),
              },
              { label: t("dashboard.yourAccess"), value: t(`dashboard.scopes.${scope}`) },
            ]}
          />
        </section>
        <section className="card" aria-labelledby="structure-heading">
          <h2 id="structure-heading" className="text-lg font-semibold">
            {t("dashboard.structure")}
          </h2>
          <p className="mt-2 text-sm text-slate-700">{t("dashboard.structureSummary", structure)}</p>
          <ul className="mt-3 space-y-1 text-sm">
            {structure.named.map((child) => (
              <li key={child.id} className="flex justify-between gap-2">
                <span>{child.name}</span>
                <span className="text-slate-500">{t(`dashboard.types.${child.type}`)}</span>
              </li>
            ))}
          </ul>
          {structure.named.length === 0 && structure.departments + structure.subsidiaries > 0 ? (
            <Link to={`/organizations?parent=${organization.id}`} className="link mt-3 inline-block text-sm">
              {t("organization.switcher.all")}
            </Link>
          ) : null}
        </section>
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Dashboard" }];
