import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { DataColumn } from "~/components/table/data-table";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";
import { loadRegister } from "~/register/list.server";
import { RegisterList } from "~/register/register-list";
import { MANAGEMENT_REVIEW } from "./paths";
import { reviewRegister } from "./register.server";
import { ReviewStatusBadge } from "./review-status";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadRegister(reviewRegister, request, context);

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

/** The management reviews: each one's title, date, status, organization, chair, actions and next date. */
export default function ManagementReviews() {
  const { t, i18n } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const columns: DataColumn<Row>[] = [
    {
      id: "title",
      header: t("reviewFields.title"),
      sortField: "title",
      cell: (row) => (
        <Link to={`${MANAGEMENT_REVIEW}/${row.id}`} className="link">
          {row.title}
        </Link>
      ),
    },
    {
      id: "reviewDate",
      header: t("reviewFields.reviewDate"),
      sortField: "review_date",
      cell: (row) => formatDate(row.reviewDate, i18n.language),
    },
    {
      id: "status",
      header: t("reviewFields.status"),
      sortField: "status",
      cell: (row) => <ReviewStatusBadge status={row.status} />,
    },
    {
      id: "organization",
      header: t("reviewFields.organization"),
      sortField: "organization",
      cell: (row) => row.organization.name,
    },
    { id: "chair", header: t("reviewFields.chair"), cell: (row) => row.chair?.name },
    { id: "actionCount", header: t("reviewFields.actionCount"), cell: (row) => row.actionCount },
    {
      id: "nextReviewDate",
      header: t("reviewFields.nextReviewDate"),
      cell: (row) => formatDate(row.nextReviewDate, i18n.language),
      hiddenByDefault: true,
    },
  ];
  return (
    <RegisterList
      path={MANAGEMENT_REVIEW}
      section="managementReviews"
      crumbs={[{ label: t("menu.groups.evaluation") }]}
      data={data}
      columns={columns}
      rowLabel={(row) => row.title}
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Management review" }];
