import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { stakeholderAssociationsApi, stakeholdersApi } from "../../../../server/api/contracts/stakeholders";
import { requireRouteAccess } from "~/auth/guards.server";
import { SubmitButton } from "~/components/form/submit-button";
import { PageHeader } from "~/components/page/page-header";
import { StakeholderFilters } from "~/components/stakeholders/stakeholder-filters";
import { DataTable, type DataColumn } from "~/components/table/data-table";
import { ExportLink } from "~/components/table/export-link";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { lastPageAddress, parseListQuery } from "~/lib/list-query";
import { redirectWithToast } from "~/lib/route.server";
import { associationFilter, SORTABLE } from "./list-query.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, canEdit, language } = await requireRouteAccess(
    request,
    context,
    "routes/organization/stakeholders/list",
  );
  const url = new URL(request.url);
  const query = parseListQuery(url, { sortable: SORTABLE, defaultSort: { field: "name", direction: "asc" } });
  const filter = associationFilter(url);
  const [page, catalogue] = await Promise.all([
    api.call(stakeholderAssociationsApi.list, {
      params: { org: organizationId },
      query: { page: query.page - 1, size: query.size, sort: query.sort, ...filter },
    }),
    canEdit ? api.call(stakeholdersApi.list, { query: { size: 200 } }).then((list) => list.content) : [],
  ]);
  const lastPage = lastPageAddress(url, query, page.totalElements);
  if (lastPage) throw redirect(lastPage);
  return {
    title: fixedT(language)("stakeholders.title"),
    rows: page.content.map(({ id, stakeholder, complianceObligation }) => ({
      id,
      name: stakeholder.name,
      kind: stakeholder.kind,
      city: stakeholder.city,
      complianceObligation,
    })),
    total: page.totalElements,
    query,
    filter,
    catalogue: catalogue.map(({ id, name }) => ({ id, name })),
    canEdit,
  };
}

/** Adds a stakeholder from the catalogue and opens it to record their needs; one already there just opens. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, "routes/organization/stakeholders/list");
  const stakeholderId = Number((await request.formData()).get("stakeholderId"));
  if (!Number.isSafeInteger(stakeholderId) || stakeholderId <= 0) return redirect("/organization/stakeholders");
  const entry = await api.call(stakeholderAssociationsApi.create, {
    params: { org: organizationId },
    body: { stakeholderId },
  });
  return redirectWithToast(context, `/organization/stakeholders/${entry.id}/edit`, "stakeholders.added");
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

/** The organization's stakeholders (ISO 14001 4.2): who they are, and which become compliance obligations. */
export default function Stakeholders() {
  const { t } = useTranslation();
  const { rows, total, query, filter, catalogue, canEdit } = useLoaderData<typeof loader>();
  const columns: DataColumn<Row>[] = [
    {
      id: "name",
      header: t("stakeholders.name"),
      sortField: "name",
      cell: (row) => (
        <Link to={`/organization/stakeholders/${row.id}`} className="link">
          {row.name}
        </Link>
      ),
    },
    {
      id: "kind",
      header: t("stakeholders.kind"),
      sortField: "kind",
      cell: (row) => t(`stakeholders.kindOptions.${row.kind}`),
    },
    { id: "city", header: t("stakeholders.city"), sortField: "city", cell: (row) => row.city ?? "" },
    {
      id: "obligation",
      header: t("stakeholders.complianceObligation"),
      cell: (row) => (row.complianceObligation ? t("stakeholders.yes") : t("stakeholders.no")),
    },
  ];
  const filtered = Boolean(filter.q || filter.kind || filter.complianceObligation);
  return (
    <>
      <PageHeader
        title={t("stakeholders.title")}
        crumbs={[{ label: t("menu.groups.organization") }]}
        description={t("stakeholders.intro")}
      />
      <StakeholderFilters q={filter.q} kind={filter.kind}>
        <label className="flex items-center gap-2 self-center text-sm">
          <input type="checkbox" name="obligation" value="1" defaultChecked={Boolean(filter.complianceObligation)} />
          {t("stakeholders.onlyObligations")}
        </label>
      </StakeholderFilters>
      <div className="mb-3 flex justify-end">
        <ExportLink to="/organization/stakeholders/export" />
      </div>
      <DataTable
        rows={rows}
        columns={columns}
        total={total}
        query={query}
        caption={t("stakeholders.title")}
        empty={filtered ? t("stakeholders.noMatches") : canEdit ? t("stakeholders.noneEditor") : t("stakeholders.none")}
        rowKey={(row) => row.id}
      />
      {canEdit ? (
        <Form method="post" className="card mt-6 flex flex-wrap items-end gap-3" aria-labelledby="add-heading">
          <div className="w-full">
            <h2 id="add-heading" className="text-lg font-semibold">
              {t("stakeholders.addTitle")}
            </h2>
            <p className="text-sm text-slate-600">{t("stakeholders.addIntro")}</p>
          </div>
          <label className="block text-sm font-medium text-slate-800">
            {t("stakeholders.fromCatalogue")}
            <select name="stakeholderId" required className="input mt-1 w-72">
              {catalogue.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </select>
          </label>
          <SubmitButton className="button-primary">{t("stakeholders.add")}</SubmitButton>
        </Form>
      ) : null}
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Stakeholders" }];
