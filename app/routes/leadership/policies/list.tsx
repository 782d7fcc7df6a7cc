import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { policiesApi } from "../../../../server/api/contracts/policies";
import { requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { DataTable, type DataColumn } from "~/components/table/data-table";
import { ExportLink } from "~/components/table/export-link";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { formatDate } from "~/lib/format";
import { lastPageAddress, parseListQuery } from "~/lib/list-query";
import { DEFAULT_SORT, policyFilter, SORTABLE } from "./list-query.server";
import { policyTitle } from "./policy-title";
import { POLICIES_PATH, policyPath } from "./paths";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, canEdit, language } = await requireRouteAccess(
    request,
    context,
    "routes/leadership/policies/list",
  );
  const url = new URL(request.url);
  const query = parseListQuery(url, { sortable: SORTABLE, defaultSort: DEFAULT_SORT });
  const filter = policyFilter(url);
  const page = await api.call(policiesApi.list, {
    params: { org: organizationId },
    query: { page: query.page - 1, size: query.size, sort: query.sort, ...filter },
  });
  const lastPage = lastPageAddress(url, query, page.totalElements);
  if (lastPage) throw redirect(lastPage);
  return {
    title: fixedT(language)("policies.title"),
    rows: page.content.map((policy) => ({
      id: policy.id,
      title: policyTitle(policy.titles, language),
      status: policy.status,
      revision: policy.revision,
      publishedAt: policy.publishedAt,
      nextReviewDate: policy.nextReviewDate,
      reviewOverdue: policy.reviewOverdue,
      public: policy.public,
    })),
    total: page.totalElements,
    query,
    filter,
    canEdit,
  };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

/** The organization's policies (ISO 14001 5.2, ISO 45001 5.2, ISO 27001 5.2): status, revision and review. */
export default function Policies() {
  const { t, i18n } = useTranslation();
  const { rows, total, query, filter, canEdit } = useLoaderData<typeof loader>();
  const columns: DataColumn<Row>[] = [
    {
      id: "title",
      header: t("policies.titleField"),
      sortField: "title",
      cell: (row) => (
        <Link to={policyPath(row.id)} className="link">
          {row.title}
        </Link>
      ),
    },
    { id: "status", header: t("policies.status"), cell: (row) => t(`policies.statuses.${row.status}`) },
    { id: "revision", header: t("policies.revision"), cell: (row) => row.revision ?? "" },
    {
      id: "published",
      header: t("policies.published"),
      sortField: "published_at",
      cell: (row) => formatDate(row.publishedAt, i18n.language),
    },
    {
      id: "review",
      header: t("policies.nextReview"),
      sortField: "next_review_date",
      cell: (row) => (
        <>
          {formatDate(row.nextReviewDate, i18n.language)}
          {row.reviewOverdue ? <span className="status-OVERDUE ml-2">{t("policies.overdue")}</span> : null}
        </>
      ),
    },
    { id: "public", header: t("policies.public"), cell: (row) => (row.public ? t("policies.yes") : "") },
  ];
  return (
    <>
      <PageHeader
        title={t("policies.title")}
        crumbs={[{ label: t("menu.groups.leadership") }]}
        description={t("policies.intro")}
        actions={
          canEdit ? (
            <Link to={`${POLICIES_PATH}/new`} className="button-primary">
              {t("policies.new")}
            </Link>
          ) : null
        }
      />
      <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-3">
        <label className="block min-w-0 flex-1 text-sm font-medium text-slate-800 sm:max-w-sm">
          {t("policies.search")}
          <input type="search" name="q" defaultValue={filter.q} maxLength={200} className="input mt-1 w-full" />
        </label>
        <button type="submit" className="button-secondary">
          {t("policies.searchButton")}
        </button>
      </Form>
      <div className="mb-3 flex justify-end">
        <ExportLink to={`${POLICIES_PATH}/export`} />
      </div>
      <DataTable
        rows={rows}
        columns={columns}
        total={total}
        query={query}
        caption={t("policies.title")}
        empty={filter.q ? t("policies.noMatches") : canEdit ? t("policies.noneEditor") : t("policies.none")}
        rowKey={(row) => row.id}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Policies" }];
