import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { stakeholderAssociationsApi } from "../../../../server/api/contracts/stakeholders";
import { requireRouteAccess } from "~/auth/guards.server";
import { FileList } from "~/components/files/file-list";
import { DetailList, EditLink, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { formatDateTime } from "~/lib/format";
import { requireId } from "~/lib/route.server";
import { territoryName } from "~/lib/territories.server";
import { HistoryLink } from "~/audit-trail/history-link";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, canEdit, language } = await requireRouteAccess(
    request,
    context,
    "routes/organization/stakeholders/detail",
  );
  const entry = await api.call(stakeholderAssociationsApi.get, {
    params: { org: organizationId, id: requireId(params) },
  });
  const { countryAlpha2 } = entry.stakeholder;
  return { entry, country: countryAlpha2 ? territoryName(countryAlpha2, language) : null, canEdit };
}

/** One stakeholder of the organization: what they need and expect, and how the organization answers it. */
export default function StakeholderDetail() {
  const { t, i18n } = useTranslation();
  const { entry, country, canEdit } = useLoaderData<typeof loader>();
  const { stakeholder } = entry;
  const path = `/organization/stakeholders/${entry.id}`;
  const place = [stakeholder.address, [stakeholder.zipCode, stakeholder.city].filter(Boolean).join(" "), country]
    .filter(Boolean)
    .join(", ");
  return (
    <>
      <PageHeader
        title={stakeholder.name}
        crumbs={[
          { label: t("menu.groups.organization") },
          { label: t("stakeholders.title"), to: "/organization/stakeholders" },
        ]}
        actions={
          <>
            <EditLink to={`${path}/edit`} allowed={canEdit} />
            <HistoryLink entity="stakeholder_association" id={entry.id} allowed={canEdit} />
          </>
        }
      />
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="space-y-6 xl:col-span-2">
          <section className="card" aria-labelledby="record-heading">
            <h2 id="record-heading" className="text-lg font-semibold">
              {t("stakeholders.ourRecord")}
            </h2>
            <DetailList
              items={[
                { label: t("stakeholders.needs"), value: entry.needsAndExpectations },
                {
                  label: t("stakeholders.complianceObligation"),
                  value: entry.complianceObligation ? t("stakeholders.yes") : t("stakeholders.no"),
                },
                { label: t("stakeholders.howAddressed"), value: entry.howAddressed },
                { label: t("page.lastModified"), value: formatDateTime(entry.lastModifiedDate, i18n.language) },
              ]}
            />
          </section>
          <FileList
            title={t("stakeholders.files")}
            files={entry.files}
            owner="stakeholder"
            ownerId={entry.id}
            can={{ edit: canEdit, details: true }}
            downloadHref={(file) => `/files/${file.id}/download`}
          />
        </div>
        <aside className="card">
          <DetailList
            items={[
              { label: t("stakeholders.kind"), value: t(`stakeholders.kindOptions.${stakeholder.kind}`) },
              { label: t("stakeholders.registrationNumber"), value: stakeholder.registrationNumber },
              { label: t("stakeholders.contactName"), value: stakeholder.contactName },
              {
                label: t("stakeholders.email"),
                value: stakeholder.email ? (
                  <a href={`mailto:${stakeholder.email}`} className="link">
                    {stakeholder.email}
                  </a>
                ) : null,
              },
              { label: t("stakeholders.phone"), value: stakeholder.phone },
              { label: t("stakeholders.location"), value: place || null },
            ]}
          />
        </aside>
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.entry.stakeholder.name ?? "Stakeholder" },
];
