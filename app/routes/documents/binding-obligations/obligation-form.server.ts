import { z } from "zod";
import { EVALUATION_PERIODS } from "../../../../server/domain/compliance-evaluation";
import { optionalDate, optionalId, optionalText, version } from "~/lib/form-schema";

/** The obligation form's value is the API's update body; kept on the server, so zod stays out of the page. */
export const obligationSchema = z.object({
  applicabilityNote: optionalText(5000),
  responsibleMemberId: optionalId(),
  nextReviewDate: optionalDate("planned"),
  evaluationPeriod: z.enum(EVALUATION_PERIODS, "validation.required"),
  lastModifiedDate: version,
});
