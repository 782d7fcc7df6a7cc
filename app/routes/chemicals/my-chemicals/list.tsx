import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { MOVE_CHOSEN_FORM, MOVE_INTENT, MoveChosenForm } from "./move-chosen";
import { moveChosen } from "./move-chosen.server";
import { chemicalAssociationsApi } from "../../../../server/api/contracts/chemical-associations";
import { requireRouteAccess } from "~/auth/guards.server";
import { DangerBadge, Pictograms, SignalWordText } from "~/components/chemicals/hazard-label";
import { SdsStatus } from "~/components/chemicals/sds-status";
import { PageHeader } from "~/components/page/page-header";
import { ImportLink } from "~/imports/import-link";
import { DataTable, type DataColumn } from "~/components/table/data-table";
import { ExportLink } from "~/components/table/export-link";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { departmentOptions } from "~/lib/department-options.server";
import { formatQuantity } from "~/lib/format";
import { lastPageAddress, parseListQuery } from "~/lib/list-query";
import { AssociationFilters } from "./filters";
import { associationFilter, DEFAULT_SORT, FILTER_CHOICES, SORTABLE } from "./list-query.server";
import { associationView, type AssociationView } from "./rows.server";

export const MY_CHEMICALS = "/chemicals/my-chemicals";

export async function action({ request, context }: ActionFunctionArgs) {
  const route = "routes/chemicals/my-chemicals/list";
  const { api, organizationId } = await requireRouteAccess(request, context, route);
  const form = await request.formData();
  if (form.get("intent") !== MOVE_INTENT) throw new Response("Unknown action", { status: 400 });
  return moveChosen(request, context, api, organizationId, form);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const route = "routes/chemicals/my-chemicals/list";
  const { api, organizationId, canEdit, language } = await requireRouteAccess(request, context, route);
  const url = new URL(request.url);
  const query = parseListQuery(url, { sortable: SORTABLE, defaultSort: DEFAULT_SORT });
  const filter = associationFilter(url);
  const [page, departments] = await Promise.all([
    api.call(chemicalAssociationsApi.list, {
      params: { org: organizationId },
      query: { page: query.page - 1, size: query.size, sort: query.sort, ...filter },
    }),
    departmentOptions(api, organizationId, filter.departmentId),
  ]);
  const lastPage = lastPageAddress(url, query, page.totalElements);
  if (lastPage) throw redirect(lastPage);
  return {
    title: fixedT(language)("myChemicals.title"),
    rows: page.content.map((row) => associationView(row, language)),
    total: page.totalElements,
    query,
    filter,
    choices: FILTER_CHOICES,
    departments,
    canEdit,
  };
}

/**
 * The chemicals the organization keeps: how dangerous each is, where it stands, and whether its
 * safety data sheet for the organization's country is there and current.
 */
export default function MyChemicals() {
  const { t, i18n } = useTranslation();
  const { rows, total, query, filter, choices, departments, canEdit } = useLoaderData<typeof loader>();
  const moved = useActionData<typeof action>();
  const columns: DataColumn<AssociationView>[] = [
    {
      id: "chemical",
      header: t("myChemicals.chemical"),
      sortField: "chemical",
      cell: (row) => (
        <Link to={`${MY_CHEMICALS}/${row.id}`} className="link">
          {row.chemical.name}
        </Link>
      ),
    },
    {
      id: "danger",
      header: t("chemicals.dangerCode"),
      sortField: "danger_code",
      cell: (row) => <DangerBadge code={row.chemical.dangerCode} />,
    },
    {
      id: "label",
      header: t("myChemicals.label"),
      cell: (row) =>
        row.chemical.pictograms.length || row.chemical.signalWord !== "NORMAL" ? (
          <div className="space-y-1">
            <Pictograms pictograms={row.chemical.pictograms} size={24} compact />
            <SignalWordText signalWord={row.chemical.signalWord} />
          </div>
        ) : (
          <SignalWordText signalWord={row.chemical.signalWord} />
        ),
    },
    {
      id: "storageClass",
      header: t("myChemicals.storageClass"),
      sortField: "storage_class",
      cell: (row) => row.storageClass ?? "",
    },
    {
      id: "location",
      header: t("myChemicals.location"),
      sortField: "storage_location",
      cell: (row) => row.storageLocation ?? "",
    },
    {
      id: "amount",
      header: t("myChemicals.amount"),
      className: "whitespace-nowrap",
      cell: (row) =>
        row.amount === null
          ? ""
          : `${formatQuantity(row.amount, i18n.language)}${row.unit ? ` ${t(`myChemicals.units.${row.unit}`)}` : ""}`,
    },
    {
      id: "sds",
      header: t("myChemicals.sds"),
      sortField: "sds_revision_date",
      cell: (row) => <SdsStatus sds={row.sds} />,
    },
  ];
  const filtered = Object.values(filter).some(Boolean);
  return (
    <>
      <PageHeader
        title={t("myChemicals.title")}
        crumbs={[{ label: t("menu.groups.chemicals") }]}
        description={t("myChemicals.intro")}
        actions={
          <>
            <Link to={`${MY_CHEMICALS}/co-storage`} className="button-secondary">
              {t("myChemicals.coStorage")}
            </Link>
            {canEdit ? <ImportLink list={MY_CHEMICALS} /> : null}
            {canEdit ? (
              <>
                <Link to={`${MY_CHEMICALS}/read-sheet`} className="button-secondary">
                  {t("myChemicals.readSheet")}
                </Link>
                <Link to={`${MY_CHEMICALS}/new`} className="button-primary">
                  {t("myChemicals.new")}
                </Link>
              </>
            ) : null}
          </>
        }
      />
      <AssociationFilters filter={filter} choices={choices} departments={departments} />
      <div className="mb-3 flex flex-wrap justify-between gap-2">
        <Link to={`${MY_CHEMICALS}?sds=ATTENTION`} className="link">
          {t("myChemicals.needingAttention")}
        </Link>
        <ExportLink to={`${MY_CHEMICALS}/export`} />
      </div>
      <DataTable
        rows={rows}
        columns={columns}
        total={total}
        query={query}
        caption={t("myChemicals.title")}
        empty={filtered ? t("myChemicals.noMatches") : canEdit ? t("myChemicals.noneEditor") : t("myChemicals.none")}
        rowKey={(row) => row.id}
        selection={
          canEdit && rows.length > 0 ? { form: MOVE_CHOSEN_FORM, label: (row) => row.chemical.name } : undefined
        }
      />
      {canEdit && rows.length > 0 ? <MoveChosenForm departments={departments} lastResult={moved} /> : null}
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "My chemicals" }];
