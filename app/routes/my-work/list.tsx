import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireRouteAccess } from "~/auth/guards.server";
import { CalendarFeedCard } from "~/components/calendar-feed/calendar-feed-card";
import { calendarFeedCard } from "~/components/calendar-feed/calendar-feed.server";
import { PageHeader } from "~/components/page/page-header";
import { DataTable, type DataColumn } from "~/components/table/data-table";
import { ExportLink } from "~/components/table/export-link";
import { WorkLink } from "~/components/work/work-link";
import { workNote } from "~/components/work/work-note";
import { workPath } from "../../../server/domain/my-work";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";
import { loadRegister } from "~/register/list.server";
import { isFiltered, RegisterFilters } from "~/register/filters";
import { myWorkRegister } from "./register.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = await loadRegister(myWorkRegister, request, context);
  const { api } = await requireRouteAccess(request, context, "routes/my-work/list");
  const { card, headers } = await calendarFeedCard(request, context, api, { target: "my-work" });
  return data({ ...page, feed: card }, { headers });
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

const STATE_TONE = {
  OVERDUE: "font-semibold text-red-800",
  CHECK: "text-amber-900",
  DUE: "text-slate-700",
  UNDATED: "text-slate-600",
} as const;

/**
 * Everything that waits for the signed-in member across all their organizations, soonest first. A row
 * of another organization than the active one opens its record there (a switch of the active one).
 */
export default function MyWork() {
  const { t, i18n } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const columns: DataColumn<Row>[] = [
    {
      id: "title",
      header: t("workItems.title"),
      cell: (row) => (
        <WorkLink
          item={row}
          path={workPath(row)}
          note={workNote(row, t, i18n.language)}
          activeOrganizationId={data.organizationId}
          describedId={`work-in-${row.kind}-${row.recordId}`}
        />
      ),
    },
    { id: "kind", header: t("workItems.kind"), cell: (row) => t(`workItems.kindOptions.${row.kind}`) },
    { id: "organization", header: t("workItems.organization"), cell: (row) => row.organization.name },
    {
      id: "due",
      header: t("workItems.dueDate"),
      className: "whitespace-nowrap",
      cell: (row) => formatDate(row.dueDate, i18n.language),
    },
    {
      id: "state",
      header: t("workItems.state"),
      cell: (row) => <span className={STATE_TONE[row.state]}>{t(`workItems.stateOptions.${row.state}`)}</span>,
    },
  ];
  return (
    <>
      <PageHeader title={t("myWork.title")} description={t("myWork.intro")} />
      <RegisterFilters section={data.fieldSection} filters={data.filters} departments={data.departments} />
      <div className="mb-3 flex justify-end">
        <ExportLink to="/my-work/export" />
      </div>
      <DataTable
        rows={data.rows}
        columns={columns}
        total={data.total}
        query={data.query}
        caption={t("myWork.title")}
        empty={isFiltered(data.filters) ? t("myWork.noMatches") : t("myWork.none")}
        rowKey={(row) => `${row.kind}-${row.recordId}`}
      />
      <div className="mt-6">
        <CalendarFeedCard {...data.feed} />
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "My work" }];
