import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireRouteAccess } from "~/auth/guards.server";
import type { DataColumn } from "~/components/table/data-table";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";
import { loadRegister } from "~/register/list.server";
import { RegisterList } from "~/register/register-list";
import { ActionStatusBadge } from "./action-status";
import { CHANGE_CHOSEN_FORM, CHANGE_INTENT, ChangeChosenForm } from "./change-chosen";
import { changeChosen } from "./change-chosen.server";
import { ActionOrigin } from "./action-origin";
import { ACTION_PLAN } from "./paths";
import { actionRegister } from "./register.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadRegister(actionRegister, request, context);

export async function action({ request, context }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, "routes/planning/action-plan/list");
  const form = await request.formData();
  if (form.get("intent") !== CHANGE_INTENT) throw new Response("Unknown action", { status: 400 });
  return changeChosen(request, context, api, organizationId, form);
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

/** The action plan: every action of the organization and those below it, the soonest due first. */
export default function ActionPlan() {
  const { t, i18n } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const changed = useActionData<typeof action>();
  const owners = data.filters.find((filter) => filter.name === "owner_id");
  const columns: DataColumn<Row>[] = [
    {
      id: "title",
      header: t("actions.title"),
      sortField: "title",
      cell: (row) => (
        <Link to={`${ACTION_PLAN}/${row.id}`} className="link">
          {row.title}
        </Link>
      ),
    },
    { id: "kind", header: t("actions.kind"), sortField: "kind", cell: (row) => t(`actions.kindOptions.${row.kind}`) },
    {
      id: "source",
      header: t("actions.source"),
      cell: (row) => <ActionOrigin action={row} />,
    },
    { id: "owner", header: t("actions.owner"), sortField: "owner", cell: (row) => row.owner?.name },
    {
      id: "department",
      header: t("actions.department"),
      sortField: "department",
      cell: (row) => row.department?.name,
      hiddenByDefault: true,
    },
    {
      id: "organization",
      header: t("actions.organization"),
      cell: (row) => row.organization.name,
      hiddenByDefault: true,
    },
    {
      id: "due",
      header: t("actions.dueDate"),
      sortField: "due_date",
      className: "whitespace-nowrap",
      cell: (row) => (
        <>
          {formatDate(row.dueDate, i18n.language)}
          {row.overdue ? <span className="ml-1 font-medium text-red-800">({t("actions.overdue")})</span> : null}
        </>
      ),
    },
    {
      id: "status",
      header: t("actions.status"),
      sortField: "status",
      cell: (row) => <ActionStatusBadge action={row} />,
    },
  ];
  return (
    <RegisterList
      path={ACTION_PLAN}
      section="actionPlan"
      crumbs={[{ label: t("menu.groups.planning") }]}
      data={data}
      columns={columns}
      rowLabel={(row) => row.title}
      bulkForm={data.canEdit && data.rows.length > 0 ? CHANGE_CHOSEN_FORM : undefined}
    >
      {data.canEdit && data.rows.length > 0 ? (
        <ChangeChosenForm owners={owners?.kind === "options" ? owners.options : []} lastResult={changed} />
      ) : null}
    </RegisterList>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Action plan" }];
