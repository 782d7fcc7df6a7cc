import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { wasteHandlersApi } from "../../../../server/api/contracts/waste";
import { requireRouteAccess } from "~/auth/guards.server";
import { FileList } from "~/components/files/file-list";
import { DetailList, EditLink, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { formatDateTime } from "~/lib/format";
import { requireId } from "~/lib/route.server";
import { monthOf, useContractPeriod, ValidUntil } from "./handler-parts";
import { ArrangementTable, StatementList } from "./handler-sections";
import { handlerPath, WASTE } from "./paths";
import { HistoryLink } from "~/audit-trail/history-link";

const STATEMENTS = 12;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, canEdit } = await requireRouteAccess(request, context, "routes/monitoring/waste/detail");
  const all = new URL(request.url).searchParams.get("months") === "all";
  const { arrangements, bulkRegistrations, ...handler } = await api.call(wasteHandlersApi.get, {
    params: { org: organizationId, id: requireId(params, "wasteHandlerAssociationId") },
  });
  return {
    handler,
    arrangements: arrangements.map((arrangement) => ({
      id: arrangement.id,
      fractionName: arrangement.fractionName,
      wasteType: {
        codeDisplay: arrangement.wasteType.codeDisplay,
        name: arrangement.wasteType.name,
        nameLanguage: arrangement.wasteType.nameLanguage,
      },
      registrationUnit: arrangement.registrationUnit,
      container: arrangement.container,
      collectionFrequency: arrangement.collectionFrequency,
      treatmentCode: arrangement.treatmentCode,
      department: arrangement.department?.name ?? null,
      active: arrangement.active,
    })),
    // The newest year unless all are asked for: a handler of many years has a long list.
    statements: all ? bulkRegistrations : bulkRegistrations.slice(0, STATEMENTS),
    months: bulkRegistrations.length,
    canEdit,
  };
}

/** One waste handler: its registration and contract, what it takes away, the months registered, and its files. */
export default function WasteHandlerDetail() {
  const { t, i18n } = useTranslation();
  const { handler, arrangements, statements, months, canEdit } = useLoaderData<typeof loader>();
  const contractPeriod = useContractPeriod();
  const path = handlerPath(handler.id);
  const email = handler.contactEmail;
  return (
    <>
      <PageHeader
        title={handler.handler.name}
        crumbs={[{ label: t("menu.groups.monitoring") }, { label: t("waste.handlers.title"), to: WASTE }]}
        actions={
          <>
            <EditLink to={`${path}/edit`} allowed={canEdit} />
            <HistoryLink entity="waste_handler_association" id={handler.id} allowed={canEdit} />
          </>
        }
      />
      {handler.registrationExpired ? (
        <p className="mb-4 rounded-md bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
          {t("waste.handlers.expiredWarning")}
        </p>
      ) : null}
      <div className="grid gap-6 xl:grid-cols-3">
        <section className="card min-w-0 xl:col-span-2" aria-labelledby="facts-heading">
          <h2 id="facts-heading" className="text-lg font-semibold">
            {t("waste.handlers.facts")}
          </h2>
          <DetailList
            items={[
              { label: t("waste.handlers.organization"), value: handler.organization.name },
              { label: t("waste.handlers.responsible"), value: handler.responsibleMember?.name ?? null },
              { label: t("waste.handlers.registrationNumber"), value: handler.registrationNumber },
              {
                label: t("waste.handlers.registrationValidUntil"),
                value: handler.registrationValidUntil ? (
                  <ValidUntil date={handler.registrationValidUntil} expired={handler.registrationExpired} />
                ) : null,
              },
              {
                label: t("waste.handlers.contract"),
                value: contractPeriod(handler.contractStart, handler.contractEnd) || null,
              },
              { label: t("waste.handlers.contactName"), value: handler.contactName },
              {
                label: t("waste.handlers.contactEmail"),
                value: email ? (
                  <a href={`mailto:${email}`} className="link">
                    {email}
                  </a>
                ) : null,
              },
              { label: t("waste.handlers.contactPhone"), value: handler.contactPhone },
              { label: t("waste.handlers.note"), value: handler.note },
            ]}
          />
        </section>
        <aside className="card self-start">
          <DetailList
            items={[
              { label: t("waste.handlers.activeArrangements"), value: handler.activeArrangements },
              {
                label: t("waste.handlers.lastMonth"),
                value: handler.lastPerformedAt ? monthOf(handler.lastPerformedAt, i18n.language) : null,
              },
              { label: t("page.lastModified"), value: formatDateTime(handler.lastModifiedDate, i18n.language) },
            ]}
          />
        </aside>
      </div>
      <div className="mt-6 space-y-6">
        <ArrangementTable handlerId={handler.id} arrangements={arrangements} canEdit={canEdit} />
        <div className="grid gap-6 *:min-w-0 xl:grid-cols-2">
          <StatementList handlerId={handler.id} statements={statements} months={months} canEdit={canEdit} />
          <FileList
            title={t("waste.handlers.files")}
            files={handler.files}
            owner="waste-handler"
            ownerId={handler.id}
            can={{ edit: canEdit, details: true }}
            downloadHref={(file) => `/files/${file.id}/download`}
          />
        </div>
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.handler.handler.name ?? "Waste handler" },
];
