import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { acknowledgedShare } from "../../../../server/domain/document-sign-off";
import { businessToday } from "../../../../server/domain/recurrence";
import type { DataColumn } from "~/components/table/data-table";
import { POLICIES, PROCEDURES, documentPath } from "~/controlled-documents/kinds";
import { useTranslation } from "~/i18n/translation";
import { documentTitle } from "~/lib/document-texts";
import { formatDate } from "~/lib/format";
import { loadRegister } from "~/register/list.server";
import { RegisterList } from "~/register/register-list";
import { communicationRegister } from "./register.server";

export const loader = async ({ request, context }: LoaderFunctionArgs) => ({
  ...(await loadRegister(communicationRegister, request, context)),
  today: businessToday(),
});

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

/**
 * Communication (ISO 7.4): the policies and procedures whose major revision the members concerned are
 * asked to acknowledge, for the organization and those below it, with how far each has come.
 */
export default function Communication() {
  const { t, i18n } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const title = (row: Row) => documentTitle(row.titles, i18n.language);
  const columns: DataColumn<Row>[] = [
    {
      id: "title",
      header: t("communication.titles"),
      sortField: "title",
      cell: (row) => (
        <Link to={documentPath(row.kind === "PROCEDURE" ? PROCEDURES : POLICIES, row.id)} className="link">
          {title(row)}
        </Link>
      ),
    },
    { id: "kind", header: t("communication.kind"), cell: (row) => t(`communication.kindOptions.${row.kind}`) },
    { id: "revision", header: t("communication.revision"), cell: (row) => row.revision },
    { id: "organization", header: t("communication.organization"), cell: (row) => row.organization.name },
    {
      id: "publishedAt",
      header: t("communication.publishedAt"),
      sortField: "published_at",
      hiddenByDefault: true,
      cell: (row) => formatDate(row.publishedAt, i18n.language),
    },
    {
      id: "acknowledgeBy",
      header: t("communication.acknowledgeBy"),
      sortField: "acknowledge_by",
      className: "whitespace-nowrap",
      cell: (row) => (
        <>
          {formatDate(row.acknowledgeBy, i18n.language)}
          {String(row.acknowledgeBy).slice(0, 10) < data.today && row.acknowledged < row.concerned ? (
            <span className="status-OVERDUE ml-2">{t("communication.overdue")}</span>
          ) : null}
        </>
      ),
    },
    {
      id: "progress",
      header: t("communication.progress"),
      sortField: "progress",
      cell: (row) => <Progress acknowledged={row.acknowledged} concerned={row.concerned} />,
    },
  ];
  return (
    <RegisterList
      path="/organization/communication"
      section="communication"
      crumbs={[{ label: t("menu.groups.organization") }]}
      data={data}
      columns={columns}
      rowLabel={title}
      creates={false}
    />
  );
}

/** How many of those concerned have acknowledged, in words and as a bar. */
function Progress({ acknowledged, concerned }: { acknowledged: number; concerned: number }) {
  const { t } = useTranslation();
  const share = acknowledgedShare({ acknowledged, concerned });
  return (
    <span className="flex min-w-32 flex-col gap-1">
      <span>{t("acknowledgement.progress", { acknowledged, concerned })}</span>
      <span className="block h-1.5 w-full rounded bg-slate-200" aria-hidden="true">
        <span className="block h-1.5 rounded bg-emerald-700" style={{ width: `${share}%` }} />
      </span>
    </span>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Communication" }];
