import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { machinesApi } from "../../../../server/api/contracts/machines";
import { requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { DataTable, type DataColumn } from "~/components/table/data-table";
import { SelectionActions } from "~/components/table/export-link";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { departmentOptions } from "~/lib/department-options.server";
import { formatDate } from "~/lib/format";
import { lastPageAddress, parseListQuery } from "~/lib/list-query";
import { DEFAULT_SORT, machineFilter, SORTABLE } from "./list-query.server";
import { MachineFilters } from "./machine-filters";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, canEdit, language } = await requireRouteAccess(
    request,
    context,
    "routes/monitoring/machines/list",
  );
  const url = new URL(request.url);
  const query = parseListQuery(url, { sortable: SORTABLE, defaultSort: DEFAULT_SORT });
  const filter = machineFilter(url);
  const [page, departments] = await Promise.all([
    api.call(machinesApi.list, {
      params: { org: organizationId },
      query: { page: query.page - 1, size: query.size, sort: query.sort, ...filter },
    }),
    departmentOptions(api, organizationId, filter.departmentId),
  ]);
  const lastPage = lastPageAddress(url, query, page.totalElements);
  if (lastPage) throw redirect(lastPage);
  return {
    title: fixedT(language)("machines.title"),
    rows: page.content.map((machine) => ({
      id: machine.id,
      name: machine.name,
      type: machine.type,
      make: [machine.manufacturer, machine.model].filter(Boolean).join(" "),
      serialNumber: machine.serialNumber,
      department: machine.department?.name ?? null,
      inceptionDate: machine.inceptionDate,
      endOfUseDate: machine.endOfUseDate,
    })),
    total: page.totalElements,
    query,
    filter,
    departments,
    canEdit,
  };
}

const EXPORT_FORM = "machine-export";

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

/** The machine register: the equipment that is inspected, serviced or calibrated, in use or retired. */
export default function Machines() {
  const { t, i18n } = useTranslation();
  const { rows, total, query, filter, departments, canEdit } = useLoaderData<typeof loader>();
  const columns: DataColumn<Row>[] = [
    {
      id: "name",
      header: t("machines.name"),
      sortField: "name",
      cell: (row) => (
        <Link to={`/monitoring/machines/${row.id}`} className="link">
          {row.name}
        </Link>
      ),
    },
    { id: "type", header: t("machines.type"), sortField: "type", cell: (row) => row.type ?? "" },
    { id: "make", header: t("machines.make"), cell: (row) => row.make },
    { id: "serial", header: t("machines.serialNumber"), cell: (row) => row.serialNumber ?? "" },
    {
      id: "department",
      header: t("machines.department"),
      sortField: "department",
      cell: (row) => row.department ?? "",
    },
    {
      id: "inception",
      header: t("machines.inceptionDate"),
      sortField: "inception_date",
      cell: (row) => formatDate(row.inceptionDate, i18n.language),
    },
    {
      id: "endOfUse",
      header: t("machines.endOfUseDate"),
      sortField: "end_of_use_date",
      cell: (row) => formatDate(row.endOfUseDate, i18n.language),
    },
  ];
  const filtered = Boolean(filter.q || filter.type || filter.departmentId || filter.status !== "IN_USE");
  return (
    <>
      <PageHeader
        title={t("machines.title")}
        crumbs={[{ label: t("menu.groups.monitoring") }]}
        description={t("machines.intro")}
        actions={
          canEdit ? (
            <Link to="/monitoring/machines/new" className="button-primary">
              {t("machines.new")}
            </Link>
          ) : null
        }
      />
      <MachineFilters filter={filter} departments={departments} />
      <div className="mb-3">
        <SelectionActions form={EXPORT_FORM} exportTo="/monitoring/machines/export" />
      </div>
      <DataTable
        rows={rows}
        columns={columns}
        total={total}
        query={query}
        caption={t("machines.title")}
        empty={filtered ? t("machines.noMatches") : canEdit ? t("machines.noneEditor") : t("machines.none")}
        rowKey={(row) => row.id}
        selection={{ form: EXPORT_FORM, label: (row) => row.name }}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Machines" }];
