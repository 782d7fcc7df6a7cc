/** The audit programme and its pages. */
export const INTERNAL_AUDIT = "/evaluation/internal-audit";
