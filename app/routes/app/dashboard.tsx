import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { getOrganization, listAccessibleOrganizations } from "~/api/organizations.server";
import { requireRouteAccess } from "~/auth/guards.server";
import { visibleMenu } from "~/components/menu/menu-model";
import { DetailList, PageHeader } from "~/components/page/page-header";
import { fixedT } from "~/i18n/translations.server";
import { naceLabel } from "~/lib/nace.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, access, user, language } = await requireRouteAccess(
    request,
    context,
    "routes/app/dashboard",
  );
  // A holding may have thousands of departments: a long list is only counted, and linked to.
  const [{ departmentCount, subsidiaryCount, ...organization }, children] = await Promise.all([
    getOrganization(api, organizationId),
    listAccessibleOrganizations(api, { parentId: organizationId, size: STRUCTURE_NAMED }),
  ]);
  return {
    title: fixedT(language)("dashboard.title"),
    userName: user.name,
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
const SCOPE_LABELS = ["MANAGE", "EDIT", "READ"] as const;

export default function Dashboard() {
  const { t } = useTranslation();
  const { userName, organization, activity, structure, access } = useLoaderData<typeof loader>();
  const scope = SCOPE_LABELS.find((name) => access.names.includes(name)) ?? "READ";
  const shortcuts = visibleMenu(access)
    .flatMap((group) => group.items.map((item) => ({ ...item, group: group.key })))
    .filter((item) => item.path);
  const location = [organization.address, [organization.zipCode, organization.city].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return (
    <>
      <PageHeader title={t("dashboard.title")} description={t("dashboard.welcome", { name: userName })} />
      <div className="grid gap-6 xl:grid-cols-3">
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
      {shortcuts.length ? (
        <section className="mt-6" aria-labelledby="shortcuts-heading">
          <h2 id="shortcuts-heading" className="text-lg font-semibold">
            {t("dashboard.shortcuts")}
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {shortcuts.map((item) => (
              <li key={item.key}>
                <Link to={item.path!} className="card block hover:ring-primary-300">
                  <span className="text-xs text-slate-500">{t(`menu.groups.${item.group}`)}</span>
                  <span className="block font-semibold text-primary-900">{t(`menu.items.${item.key}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Dashboard" }];
