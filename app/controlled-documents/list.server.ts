import { DOCUMENT_SORT_FIELDS } from "../../server/api/schemas/controlled-documents";
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { allPages, EXPORT_PAGE } from "~/api/all-pages.server";
import { requireRouteAccess } from "~/auth/guards.server";
import { fixedT } from "~/i18n/translations.server";
import { csvResponse } from "~/lib/csv";
import { lastPageAddress, parseListQuery } from "~/lib/list-query";
import { type DocumentKindScreens, documentTitle } from "./kinds";
import { operationsOf, routeOf } from "./kinds.server";

/** The register's sortable columns and filter, for the list and its export. */
const SORTABLE = DOCUMENT_SORT_FIELDS;
const DEFAULT_SORT = { field: "title", direction: "asc" } as const;
const documentFilter = (url: URL) => ({
  q: url.searchParams.get("q")?.trim().slice(0, 200) ?? "",
  reviewDue: url.searchParams.get("review") === "due" ? true : undefined,
});

/** Where a procedure belongs: its department, its process, or both. */
const placementOf = (document: { department: { name: string } | null; process: string | null }) =>
  [document.department?.name, document.process].filter(Boolean).join(" · ");

export const listLoader =
  (kind: DocumentKindScreens) =>
  async ({ request, context }: LoaderFunctionArgs) => {
    const { api, organizationId, canEdit, language } = await requireRouteAccess(
      request,
      context,
      routeOf(kind, "list"),
    );
    const url = new URL(request.url);
    const query = parseListQuery(url, { sortable: SORTABLE, defaultSort: DEFAULT_SORT });
    const filter = documentFilter(url);
    // The reader's language picks the titles: a change of language loads the list again.
    const page = await api.call(operationsOf(kind).list, {
      params: { org: organizationId },
      query: { page: query.page - 1, size: query.size, sort: query.sort, ...filter },
    });
    const lastPage = lastPageAddress(url, query, page.totalElements);
    if (lastPage) throw redirect(lastPage);
    return {
      title: fixedT(language)(`${kind.key}.title`),
      rows: page.content.map((document) => ({
        id: document.id,
        title: documentTitle(document.titles, language),
        status: document.status,
        revision: document.revision,
        publishedAt: document.publishedAt,
        nextReviewDate: document.nextReviewDate,
        reviewOverdue: document.reviewOverdue,
        placement: placementOf(document),
        public: document.public,
      })),
      total: page.totalElements,
      query,
      filter,
      canEdit,
    };
  };

/** The register as CSV, searched and sorted as the list's address says. */
export const exportLoader =
  (kind: DocumentKindScreens) =>
  async ({ request, context }: LoaderFunctionArgs) => {
    const { api, organizationId, language } = await requireRouteAccess(request, context, routeOf(kind, "export"));
    const url = new URL(request.url);
    const { sort } = parseListQuery(url, { sortable: SORTABLE, defaultSort: DEFAULT_SORT });
    const rows = await allPages((page) =>
      api.call(operationsOf(kind).list, {
        params: { org: organizationId },
        query: { page, size: EXPORT_PAGE, sort, ...documentFilter(url) },
      }),
    );
    const t = fixedT(language);
    const day = (value: Date | string | null) => (value ? new Date(value).toISOString().slice(0, 10) : "");
    const placed = (values: string[]) => (kind.placed ? values : []);
    return csvResponse(
      `${kind.key}.csv`,
      [
        [
          t("controlled.titleField"),
          t("controlled.status"),
          t("controlled.revision"),
          t("controlled.published"),
          t("controlled.nextReview"),
          t("controlled.isoStandards"),
          t("controlled.owner"),
          ...placed([t("controlled.department"), t("controlled.process")]),
          t("controlled.public"),
        ],
        ...rows.map((document) => [
          documentTitle(document.titles, language),
          t(`controlled.statuses.${document.status}`),
          document.revision ?? "",
          day(document.publishedAt),
          day(document.nextReviewDate),
          document.isoStandards.map((code) => t(`standards.${code}`)).join(", "),
          document.owner?.name ?? "",
          ...placed([document.department?.name ?? "", document.process ?? ""]),
          document.public ? t("controlled.yes") : t("controlled.no"),
        ]),
      ],
      language,
    );
  };
