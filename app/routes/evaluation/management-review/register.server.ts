import { managementReviewsApi, REVIEW_SORT_FIELDS } from "../../../../server/api/contracts/management-reviews";
import { defineRegister } from "~/register/list.server";
import { MANAGEMENT_REVIEW } from "./paths";

/** The management reviews by their date, the latest first. */
export const reviewRegister = defineRegister({
  path: MANAGEMENT_REVIEW,
  routeId: "routes/evaluation/management-review/list",
  section: "managementReviews",
  // "title" is the page's title in the section, so the fields have a section of their own.
  fields: "reviewFields",
  list: managementReviewsApi.list,
  sortable: REVIEW_SORT_FIELDS,
  defaultSort: { field: "review_date", direction: "desc" },
  csv: {
    file: "management-reviews.csv",
    columns: [
      "title",
      "organization",
      "reviewDate",
      "status",
      "chair",
      "participants",
      "externalParticipants",
      "actionCount",
      "nextReviewDate",
      "decisions",
    ],
  },
});
