/** The management reviews and their pages. */
export const MANAGEMENT_REVIEW = "/evaluation/management-review";
