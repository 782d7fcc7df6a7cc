import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { inspectionsApi } from "../../../../server/api/contracts/control-book";
import { machinesApi } from "../../../../server/api/contracts/machines";
import { businessToday } from "../../../../server/domain/recurrence";
import { requireRouteAccess } from "~/auth/guards.server";
import { MachineLogbook } from "~/components/control-book/machine-logbook";
import { FileList } from "~/components/files/file-list";
import { DetailList, EditLink, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { formatDateTime } from "~/lib/format";
import { requireId } from "~/lib/route.server";
import { HistoryLink } from "~/audit-trail/history-link";
import { recordForm } from "~/register/form.server";
import { RecordFacts } from "~/register/record-form";

const LOGBOOK = 20;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, canEdit } = await requireRouteAccess(
    request,
    context,
    "routes/monitoring/machines/detail",
  );
  const id = requireId(params);
  const [machine, logbook] = await Promise.all([
    api.call(machinesApi.get, { params: { org: organizationId, id } }),
    api.call(inspectionsApi.list, {
      params: { org: organizationId },
      query: { machineId: id, size: LOGBOOK, sort: [{ field: "due_date", direction: "desc" }] },
    }),
  ]);
  const endOfUse = machine.endOfUseDate?.toISOString().slice(0, 10);
  // The form's fields but the first, which names the machine: the page's title.
  const facts = Object.keys(recordForm(machinesApi.create).rules).slice(1);
  return { machine, logbook, retired: endOfUse !== undefined && endOfUse <= businessToday(), canEdit, facts };
}

/** One machine: what it is, where it stands, when it came into use and left it, its logbook and its files. */
export default function MachineDetail() {
  const { t, i18n } = useTranslation();
  const { machine, logbook, retired, canEdit, facts } = useLoaderData<typeof loader>();
  const path = `/monitoring/machines/${machine.id}`;
  return (
    <>
      <PageHeader
        title={machine.name}
        crumbs={[{ label: t("menu.groups.monitoring") }, { label: t("machines.title"), to: "/monitoring/machines" }]}
        actions={
          <>
            <EditLink to={`${path}/edit`} allowed={canEdit} />
            <HistoryLink entity="machine" id={machine.id} allowed={canEdit} />
          </>
        }
      />
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="space-y-6 xl:col-span-2">
          <section className="card" aria-labelledby="facts-heading">
            <h2 id="facts-heading" className="text-lg font-semibold">
              {t("machines.facts")}
            </h2>
            <RecordFacts section="machines" names={facts} record={machine} />
          </section>
          <MachineLogbook machineId={machine.id} inspections={logbook.content} total={logbook.totalElements} />
          <FileList
            title={t("machines.files")}
            files={machine.files}
            owner="machine"
            ownerId={machine.id}
            can={{ edit: canEdit, details: true }}
            downloadHref={(file) => `/files/${file.id}/download`}
          />
        </div>
        <aside className="card">
          <DetailList
            items={[
              { label: t("machines.status"), value: t(`machines.statusOptions.${retired ? "RETIRED" : "IN_USE"}`) },
              { label: t("page.lastModified"), value: formatDateTime(machine.lastModifiedDate, i18n.language) },
            ]}
          />
        </aside>
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.machine.name ?? "Machine" }];
