import { EVALUATION_PERIODS } from "../../domain/compliance-evaluation";
import { isTerritory } from "../../domain/territories";
import {
  answerFields,
  booleanQuery,
  dateIn,
  dateOnly,
  id,
  idParam,
  idQuery,
  pagingSortedBy,
  text,
  timestamp,
  url,
  z,
} from "./common";
import { fileMetadata } from "./files";

export const topic = z.object({ id, code: z.string(), name_en: z.string(), name_da: z.string() }).openapi("Topic");

/** An act's fields as taken and, with its topics, files and stamps, as answered. */
const actFields = {
  title_en: text(500).min(1),
  title_da: text(500).min(1),
  short_name: text(100).nullable().default(null),
  reference_number: text(200).min(1),
  territory: z
    .string()
    .refine(isTerritory, "a country code (ISO 3166-1 alpha-2), EU or INTL")
    .openapi({ example: "DK" }),
  url: url(1000).nullable().default(null),
  summary_en: text(5000).nullable().default(null),
  summary_da: text(5000).nullable().default(null),
  effective_date: dateIn("law").nullable().default(null),
};

const legislationFields = {
  id,
  ...answerFields(actFields),
  topics: z.array(topic),
  created_date: timestamp,
  last_modified_date: timestamp,
};

// A list shows titles, not the summaries (the longest texts of an act): they come with the act itself.
const { summary_en: _summaryEn, summary_da: _summaryDa, ...listedFields } = legislationFields;
export const legislationSummary = z.object(listedFields).openapi("LegislationSummary");
export const legislation = z.object({ ...legislationFields, files: z.array(fileMetadata) }).openapi("Legislation");

export const legislationInput = z.strictObject({ ...actFields, topic_ids: z.array(id).max(20).default([]) });

export const legislationUpdate = legislationInput.extend({ last_modified_date: timestamp });

export const LEGISLATION_SORT_FIELDS = [
  "title",
  "reference_number",
  "territory",
  "effective_date",
  "last_modified_date",
] as const;
/** The legal register sorts by the act's fields and by its own review date. */
export const REGISTER_SORT_FIELDS = [...LEGISLATION_SORT_FIELDS, "next_review_date"] as const;

const legislationFilters = {
  search: text(200).optional(),
  topic_id: idQuery.optional(),
  territory: text(4).optional(),
};

export const legislationListQuery = pagingSortedBy(LEGISLATION_SORT_FIELDS).extend(legislationFilters);

export const registerListQuery = pagingSortedBy(REGISTER_SORT_FIELDS).extend({
  ...legislationFilters,
  review_due: booleanQuery
    .optional()
    .openapi({ type: "boolean", description: "Only the obligations whose review date has passed" }),
});

export const topicQuery = z.object({ filter: text(100).optional() });

export const association = z
  .object({
    id,
    legislation: legislation,
    applicability_note: z.string().nullable(),
    responsible_member: z.object({ id, name: z.string() }).nullable(),
    next_review_date: dateOnly.nullable(),
    evaluation_period: z.enum(EVALUATION_PERIODS).openapi({ description: "How often compliance is evaluated" }),
    next_evaluation_date: dateOnly
      .nullable()
      .openapi({ description: "One period after the newest evaluation; none before the first" }),
    files: z.array(fileMetadata),
    created_date: timestamp,
    last_modified_date: timestamp,
  })
  .openapi("LegislationAssociation");

export const associationListItem = association
  .omit({ files: true, legislation: true })
  .extend({ legislation: legislationSummary })
  .openapi("LegislationAssociationListItem");

/** The next review of many entries of the register, set at once. */
export const reviewDatesInput = z.strictObject({
  legislation_ids: z.array(id).min(1).max(200),
  next_review_date: dateIn("planned"),
});

export const associationUpdate = z.strictObject({
  applicability_note: text(5000).nullable().default(null),
  responsible_member_id: id.nullable().default(null),
  next_review_date: dateIn("planned").nullable().default(null),
  evaluation_period: z.enum(EVALUATION_PERIODS).default("P1Y"),
  last_modified_date: timestamp,
});

export const legislationParams = z.object({ id: idParam("id") });
export const legislationFileParams = legislationParams.extend({ fileId: idParam("fileId") });
