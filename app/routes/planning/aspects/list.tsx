import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { businessToday } from "../../../../server/domain/recurrence";
import { aspectsApi, MAX_CHOSEN_ASPECTS } from "../../../../server/api/contracts/aspects";
import { requireRouteAccess } from "~/auth/guards.server";
import { CHOSEN_DATE_FORM, CHOSEN_DATE_INTENT, ChosenDateForm } from "~/components/table/chosen-date-form";
import { submitChosenDate } from "~/lib/chosen-date.server";
import type { DataColumn } from "~/components/table/data-table";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";
import { loadRegister } from "~/register/list.server";
import { RegisterList } from "~/register/register-list";
import { ASPECTS } from "./paths";
import { aspectRegister } from "./register.server";
import { SignificanceBadge } from "./significance-badge";

export const loader = async ({ request, context }: LoaderFunctionArgs) => ({
  ...(await loadRegister(aspectRegister, request, context)),
  today: businessToday(),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, "routes/planning/aspects/list");
  const form = await request.formData();
  if (form.get("intent") !== CHOSEN_DATE_INTENT) throw new Response("Unknown action", { status: 400 });
  // The chosen aspects reviewed on one day; each next review follows from its recurrence.
  return submitChosenDate(request, context, form, {
    name: "reviewedOn",
    bound: "happened",
    max: MAX_CHOSEN_ASPECTS,
    message: "aspects.reviewedChosen",
    send: (aspectIds, reviewedOn) =>
      api.call(aspectsApi.reviewed, { params: { org: organizationId }, body: { aspectIds, reviewedOn } }),
  });
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

/** The register's other pages: the suggestions, the printable register (with the filters shown), the rule. */
function RegisterLinks({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <>
      {canEdit ? (
        <Link to={`${ASPECTS}/suggestions`} className="button-secondary">
          {t("aspects.suggestions.title")}
        </Link>
      ) : null}
      <Link to={`${ASPECTS}/significance`} className="button-secondary">
        {t("aspects.significance.title")}
      </Link>
      <Link to={`${ASPECTS}/print${search}`} className="button-secondary" reloadDocument>
        {t("aspects.print.link")}
      </Link>
    </>
  );
}

/** The aspects: each activity's aspect and impact, scored, significant by the holding's rule, the highest first. */
export default function Aspects() {
  const { t, i18n } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const reviewed = useActionData<typeof action>();
  const reviews = data.canEdit && data.rows.length > 0;
  const columns: DataColumn<Row>[] = [
    {
      id: "activity",
      header: t("aspects.activity"),
      sortField: "activity",
      cell: (row) => (
        <Link to={`${ASPECTS}/${row.id}`} className="link">
          {row.activity}
        </Link>
      ),
    },
    { id: "aspect", header: t("aspects.aspect"), sortField: "aspect", cell: (row) => row.aspect },
    { id: "impact", header: t("aspects.impact"), cell: (row) => row.impact, hiddenByDefault: true },
    {
      id: "condition",
      header: t("aspects.condition"),
      sortField: "condition",
      cell: (row) => t(`aspects.conditionOptions.${row.condition}`),
    },
    {
      id: "lifeCycleStage",
      header: t("aspects.lifeCycleStage"),
      sortField: "life_cycle_stage",
      cell: (row) => t(`aspects.lifeCycleStageOptions.${row.lifeCycleStage}`),
      hiddenByDefault: true,
    },
    {
      id: "significance",
      header: t("aspects.significance.column"),
      sortField: "score",
      cell: (row) => (
        <SignificanceBadge significant={row.significant} score={row.score} reason={row.significanceReason} />
      ),
    },
    { id: "department", header: t("aspects.department"), sortField: "department", cell: (row) => row.department?.name },
    {
      id: "nextReview",
      header: t("aspects.nextReviewDate"),
      sortField: "next_review_date",
      cell: (row) => formatDate(row.nextReviewDate, i18n.language),
    },
  ];
  return (
    <RegisterList
      path={ASPECTS}
      section="aspects"
      crumbs={[{ label: t("menu.groups.planning") }]}
      data={data}
      columns={columns}
      rowLabel={(row) => `${row.activity}: ${row.aspect}`}
      actions={<RegisterLinks canEdit={data.canEdit} />}
      bulkForm={reviews ? CHOSEN_DATE_FORM : undefined}
    >
      {reviews ? (
        <ChosenDateForm
          name="reviewedOn"
          initial={data.today}
          lastResult={reviewed}
          texts={{
            title: t("aspects.reviewChosen"),
            hint: t("aspects.reviewChosenHint"),
            submit: t("aspects.reviewChosenSubmit"),
            label: t("aspects.reviewedOn"),
          }}
        />
      ) : null}
    </RegisterList>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Environmental aspects" }];
