import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { legislationsApi } from "../../../../server/api/contracts/legislations";
import { organizationLegislationsApi } from "../../../../server/api/contracts/organization-legislations";
import { isUpstreamStatus } from "~/api/problem";
import { requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { ImportLink } from "~/imports/import-link";
import { FilterCheckbox, FilterField, ListFilters } from "~/components/table/list-filters";
import { DataTable, type DataColumn } from "~/components/table/data-table";
import { ExportLink } from "~/components/table/export-link";
import { fixedT } from "~/i18n/translations.server";
import { formatDate } from "~/lib/format";
import { localized, topicOptions } from "~/lib/legislation-text";
import { lastPageAddress, parseListQuery } from "~/lib/list-query";
import { redirectWithToast } from "~/lib/route.server";
import { territoryName, territoryNames } from "~/lib/territories.server";
import { CatalogueSearch } from "./catalogue-search";
import { registerFilter, registerRow, SORTABLE, type RegisterRow } from "./register.server";
import { RemovedNotice, RESTORE_INTENT } from "./removal";
import { CHOSEN_DATE_FORM, CHOSEN_DATE_INTENT, ChosenDateForm } from "~/components/table/chosen-date-form";
import { submitChosenDate } from "~/lib/chosen-date.server";

const positive = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, canEdit, language } = await requireRouteAccess(
    request,
    context,
    "routes/documents/binding-obligations/list",
  );
  const url = new URL(request.url);
  const query = parseListQuery(url, { sortable: SORTABLE, defaultSort: { field: "title", direction: "asc" } });
  const filter = registerFilter(url);
  const find = canEdit ? (url.searchParams.get("find")?.trim().slice(0, 200) ?? "") : "";
  const removedId = canEdit ? positive(url.searchParams.get("removed")) : undefined;
  const [register, topics, territories, found, removed] = await Promise.all([
    api.call(organizationLegislationsApi.list, {
      params: { org: organizationId },
      query: { page: query.page - 1, size: query.size, sort: query.sort, ...filter },
    }),
    api.call(legislationsApi.topics).then((list) => list.content),
    api.call(organizationLegislationsApi.territories, { params: { org: organizationId } }).then((list) => list.content),
    find ? api.call(legislationsApi.list, { query: { search: find, size: 10 } }) : null,
    removedId ? api.call(legislationsApi.get, { params: { id: removedId } }).catch(nullIfNotFound) : null,
  ]);
  const lastPage = lastPageAddress(url, query, register.totalElements);
  if (lastPage) throw redirect(lastPage);
  // The page gets what it shows, in the reader's language: a catalogue act carries both languages.
  return {
    title: fixedT(language)("bindingObligations.title"),
    register: register.content.map((row) => registerRow(row, language)),
    total: register.totalElements,
    query,
    filter,
    topics: topicOptions(topics, language),
    territories: territories.map((code) => ({ code, name: territoryName(code, language) })),
    find,
    found: found?.content ?? [],
    foundTerritoryNames: territoryNames(
      (found?.content ?? []).map((legislation) => legislation.territory),
      language,
    ),
    removed,
    canEdit,
  };
}

function nullIfNotFound(error: unknown) {
  if (isUpstreamStatus(error, 404)) return null;
  throw error;
}

/**
 * Adds an act from the catalogue to the register and opens it to record why it applies; or puts back
 * an act just removed (the undo), with the view open. Adding one that is there already is harmless.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(
    request,
    context,
    "routes/documents/binding-obligations/list",
  );
  const form = await request.formData();
  // The chosen acts' next review, as after a yearly review of the register.
  if (form.get("intent") === CHOSEN_DATE_INTENT)
    return submitChosenDate(request, context, form, {
      name: "nextReviewDate",
      bound: "planned",
      max: 200,
      message: "bindingObligations.reviewsSet",
      send: (legislationIds, nextReviewDate) =>
        api.call(organizationLegislationsApi.setReviewDates, {
          params: { org: organizationId },
          body: { legislationIds, nextReviewDate },
        }),
    });
  const legislationId = Number(form.get("legislationId"));
  const back = new URL(request.url);
  if (!Number.isSafeInteger(legislationId) || legislationId <= 0) return redirect(`${back.pathname}${back.search}`);
  await api.call(organizationLegislationsApi.associate, { params: { org: organizationId, id: legislationId } });
  const to = `/documents/binding-obligations/${legislationId}`;
  if (form.get("intent") === RESTORE_INTENT) return redirectWithToast(context, to, "bindingObligations.restored");
  return redirectWithToast(context, `${to}?edit=1`, "bindingObligations.added");
}

export default function BindingObligations() {
  const { t, i18n } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const review = useActionData<typeof action>();
  const language = i18n.language;
  const columns: DataColumn<RegisterRow>[] = [
    {
      id: "title",
      header: t("bindingObligations.legislation"),
      sortField: "title",
      cell: (row) => (
        <div className="min-w-56">
          <Link to={`/documents/binding-obligations/${row.legislationId}`} className="link">
            {row.name}
          </Link>
          {row.fullTitle ? <p className="line-clamp-2 text-xs text-slate-600">{row.fullTitle}</p> : null}
        </div>
      ),
    },
    {
      id: "reference",
      header: t("bindingObligations.reference"),
      sortField: "reference_number",
      cell: (row) => row.referenceNumber,
      className: "whitespace-nowrap",
    },
    {
      id: "territory",
      header: t("bindingObligations.territory"),
      sortField: "territory",
      cell: (row) => row.territory,
    },
    {
      id: "topics",
      header: t("bindingObligations.topics"),
      cell: (row) => row.topics,
      className: "min-w-44",
    },
    {
      id: "responsible",
      header: t("bindingObligations.responsible"),
      cell: (row) => row.responsible,
    },
    {
      id: "review",
      header: t("bindingObligations.nextReview"),
      sortField: "next_review_date",
      cell: (row) => formatDate(row.nextReviewDate, language),
      className: "whitespace-nowrap",
    },
  ];
  const filtered = Boolean(data.filter.search || data.filter.topicId || data.filter.territory || data.filter.reviewDue);
  return (
    <>
      <PageHeader
        title={t("bindingObligations.title")}
        crumbs={[{ label: t("menu.groups.documents") }]}
        description={t("bindingObligations.intro")}
      />
      {data.removed ? (
        <RemovedNotice
          legislationId={data.removed.id}
          name={data.removed.shortName ?? localized(data.removed, language).title}
        />
      ) : null}
      <ListFilters>
        <FilterField label={t("bindingObligations.search")}>
          <input type="search" name="q" defaultValue={data.filter.search} className="input mt-1 w-64" />
        </FilterField>
        <FilterField label={t("bindingObligations.topic")}>
          <select name="topic" defaultValue={data.filter.topicId ?? ""} className="input mt-1 w-56">
            <option value="">{t("bindingObligations.allTopics")}</option>
            {data.topics.map((topic) => (
              <option key={topic.id} value={topic.id}>
                {topic.name}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField label={t("bindingObligations.territory")}>
          <select name="territory" defaultValue={data.filter.territory} className="input mt-1 w-48">
            <option value="">{t("bindingObligations.allTerritories")}</option>
            {data.territories.map((territory) => (
              <option key={territory.code} value={territory.code}>
                {territory.name}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterCheckbox
          name="review"
          value="due"
          label={t("bindingObligations.reviewDueOnly")}
          checked={Boolean(data.filter.reviewDue)}
        />
      </ListFilters>
      <div className="mb-3 flex justify-end gap-3">
        {data.canEdit ? <ImportLink list="/documents/binding-obligations" /> : null}
        <ExportLink to="/documents/binding-obligations/export" />
      </div>
      <DataTable
        rows={data.register}
        columns={columns}
        total={data.total}
        query={data.query}
        caption={t("bindingObligations.title")}
        empty={filtered ? t("bindingObligations.noMatches") : t("bindingObligations.none")}
        rowKey={(row) => row.legislationId}
        selection={
          data.canEdit && data.register.length > 0 ? { form: CHOSEN_DATE_FORM, label: (row) => row.name } : undefined
        }
      />
      {data.canEdit && data.register.length > 0 ? (
        <ChosenDateForm
          name="nextReviewDate"
          lastResult={review}
          texts={{
            title: t("bindingObligations.reviewChosen"),
            hint: t("bindingObligations.reviewChosenHint"),
            submit: t("bindingObligations.reviewChosenSubmit"),
            label: t("bindingObligations.nextReview"),
          }}
        />
      ) : null}
      {data.canEdit ? (
        <CatalogueSearch
          find={data.find}
          found={data.found}
          territoryNames={data.foundTerritoryNames}
          search={search}
        />
      ) : null}
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Binding obligations" }];
