import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { DataColumn } from "~/components/table/data-table";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";
import { loadRegister } from "~/register/list.server";
import { RegisterList } from "~/register/register-list";
import { AuditStatusBadge } from "./audit-status";
import { INTERNAL_AUDIT } from "./paths";
import { auditRegister } from "./register.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadRegister(auditRegister, request, context);

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

/** The audit programme: each audit's subject, dates, status, department, lead auditor and findings. */
export default function InternalAudits() {
  const { t, i18n } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const columns: DataColumn<Row>[] = [
    {
      id: "subject",
      header: t("internalAudits.subject"),
      sortField: "subject",
      cell: (row) => (
        <Link to={`${INTERNAL_AUDIT}/${row.id}`} className="link">
          {row.subject}
        </Link>
      ),
    },
    {
      id: "startDate",
      header: t("internalAudits.startDate"),
      sortField: "start_date",
      cell: (row) => formatDate(row.startDate, i18n.language),
    },
    {
      id: "status",
      header: t("internalAudits.status"),
      sortField: "status",
      cell: (row) => <AuditStatusBadge status={row.status} />,
    },
    {
      id: "department",
      header: t("internalAudits.department"),
      sortField: "department",
      cell: (row) => row.department?.name ?? t("internalAudits.noDepartment"),
    },
    { id: "leadAuditor", header: t("internalAudits.leadAuditor"), cell: (row) => row.leadAuditor?.name },
    { id: "findingCount", header: t("internalAudits.findingCount"), cell: (row) => row.findingCount },
    {
      id: "nonconformityCount",
      header: t("internalAudits.nonconformityCount"),
      cell: (row) => row.nonconformityCount,
    },
    {
      id: "endDate",
      header: t("internalAudits.endDate"),
      cell: (row) => formatDate(row.endDate, i18n.language),
      hiddenByDefault: true,
    },
  ];
  return (
    <RegisterList
      path={INTERNAL_AUDIT}
      section="internalAudits"
      crumbs={[{ label: t("menu.groups.evaluation") }]}
      data={data}
      columns={columns}
      rowLabel={(row) => row.subject}
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Internal audit" }];
