import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { isFeatureAvailable } from "../../../../server/domain/features";
import type { Language } from "../../../../server/domain/standards";
import { competencesApi } from "../../../../server/api/contracts/competences";
import { membersApi } from "../../../../server/api/contracts/members";
import { requireRouteAccess } from "~/auth/guards.server";
import type { ApiClient } from "~/api/client.server";
import { allPages, EXPORT_PAGE as PAGE } from "~/api/all-pages.server";
import { fixedT } from "~/i18n/translations.server";
import { csvResponse } from "~/lib/csv";
import { dateInputValue } from "~/lib/format";
import { memberQuery, peopleFilter } from "./people.server";

/** The members list, the competences or the matrix as CSV, filtered as the page's URL filters them. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, language, access } = await requireRouteAccess(
    request,
    context,
    "routes/organization/members/export",
  );
  const url = new URL(request.url);
  const t = fixedT(language);
  const filter = peopleFilter(url);
  const org = { org: organizationId };
  const of = url.searchParams.get("of");
  // Competences are a feature of their own, which a limited organization does not have.
  if ((of === "matrix" || of === "competences") && !isFeatureAvailable("competences", access.accessibility)) {
    throw redirect("/unauthorized");
  }
  if (of === "matrix") return matrixCsv(api, org, filter, language);
  if (of === "competences") {
    const rows = await allPages((page) =>
      api.call(competencesApi.list, { params: org, query: { page, size: PAGE, q: filter.q } }),
    );
    return csvResponse(
      "competences.csv",
      [
        [
          t("competences.name"),
          t("competences.description"),
          t("competences.frequency"),
          t("competences.requiredOf"),
          t("competences.definedBy"),
        ],
        ...rows.map((row) => [
          row.name,
          row.description,
          t(`recurrence.${row.frequency}`),
          row.requiredOf,
          row.organizationName,
        ]),
      ],
      language,
    );
  }
  const rows = await allPages((page) =>
    api.call(membersApi.list, {
      params: org,
      query: { ...memberQuery(filter), page, size: PAGE },
    }),
  );
  return csvResponse(
    "members.csv",
    [
      [t("members.name"), t("members.email"), t("members.jobTitle"), t("members.department"), t("members.access")],
      ...rows.map((row) => [row.name, row.email, row.jobTitle, row.organizationName, t(`members.scope.${row.scope}`)]),
    ],
    language,
  );
}

/** One row per member and requirement: a matrix of sixty columns reads badly in a spreadsheet, a long list filters well. */
async function matrixCsv(
  api: ApiClient,
  org: { org: number },
  filter: ReturnType<typeof peopleFilter>,
  language: Language,
) {
  const t = fixedT(language);
  let names = new Map<number, string>();
  const rows = await allPages(async (page) => {
    const matrix = await api.call(competencesApi.matrix, { params: org, query: { ...filter, page, size: PAGE } });
    names = new Map(matrix.competences.map((competence) => [competence.id, competence.name]));
    return matrix;
  });
  return csvResponse(
    "competence-matrix.csv",
    [
      [
        t("members.name"),
        t("members.department"),
        t("competences.competence"),
        t("competences.statusLabel"),
        t("competences.nextDue"),
      ],
      ...rows.flatMap((row) =>
        row.cells.map((cell) => [
          row.name,
          row.organizationName,
          names.get(cell.competenceId) ?? "",
          t(`competences.status.${cell.status}`),
          dateInputValue(cell.nextDueDate),
        ]),
      ),
    ],
    language,
  );
}
