import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { z } from "zod";
import { renderMarkdown } from "../../server/domain/markdown";
import { ISO_STANDARDS } from "../../server/domain/standards";
import { checkTexts, textFields, withTexts } from "~/lib/document-texts-schema";
import { optionalDate, optionalId, optionalText, version } from "~/lib/form-schema";
import { REVIEW_PERIODS } from "./kinds";
const settings = {
  isoStandards: z.array(z.enum(ISO_STANDARDS, "validation.invalid")).default([]),
  ownerId: optionalId(),
  reviewPeriod: z.enum(REVIEW_PERIODS, "validation.invalid").default("P1Y"),
  nextReviewDate: optionalDate("planned"),
  departmentId: optionalId(),
  process: optionalText(200),
};

export const documentSchema = z
  .object({ ...textFields, ...settings })
  .superRefine(checkTexts)
  .transform(withTexts);
export const documentUpdateSchema = z
  .object({ ...textFields, ...settings, lastModifiedDate: version })
  .superRefine(checkTexts)
  .transform(withTexts);

/** The preview tab without script: the form comes back with what was typed and each language rendered. */
export function preview(formData: FormData, schema: z.ZodType) {
  const { initialValue } = parseWithZod(formData, { schema }).reply();
  const rendered = (field: string) => renderMarkdown(String(formData.get(field) ?? ""));
  return data({ initialValue, preview: { en: rendered("contentEn"), da: rendered("contentDa") } });
}
