import { isTerritory } from "../../domain/territories";
import { STAKEHOLDER_KINDS } from "../../domain/stakeholders";
import { answerFields, id, pagingSortedBy, text, timestamp, z } from "./common";
import { fileMetadata } from "./files";

export const stakeholderKind = z.enum(STAKEHOLDER_KINDS);

const optional = (max: number) => text(max).nullable().default(null);

/** A catalogue stakeholder's fields as taken and, with its id and version, as answered. */
const stakeholderFields = {
  name: text(200).min(1),
  kind: stakeholderKind,
  registration_number: optional(50),
  contact_name: optional(200),
  email: z.email().max(254).nullable().default(null),
  phone: optional(50),
  address: optional(200),
  zip_code: optional(20),
  city: optional(100),
  country_alpha2: z
    .string()
    .refine(
      (value) => value.length === 2 && value !== "EU" && isTerritory(value),
      "a country code (ISO 3166-1 alpha-2)",
    )
    .nullable()
    .default(null),
};

export const stakeholder = z
  .object({ id, ...answerFields(stakeholderFields), last_modified_date: timestamp })
  .openapi("Stakeholder");

export const stakeholderInput = z.strictObject(stakeholderFields);
export const stakeholderUpdate = stakeholderInput.extend({ last_modified_date: timestamp });

export const STAKEHOLDER_SORT_FIELDS = ["name", "kind", "city"] as const;
export const stakeholderListQuery = pagingSortedBy(STAKEHOLDER_SORT_FIELDS).extend({
  q: text(200).optional().openapi({ description: "Part of the name, registration number or city" }),
  kind: stakeholderKind.optional(),
});

export const stakeholderAssociation = z
  .object({
    id,
    stakeholder,
    needs_and_expectations: z.string().nullable(),
    compliance_obligation: z.boolean(),
    how_addressed: z.string().nullable(),
    files: z.array(fileMetadata),
    last_modified_date: timestamp,
  })
  .openapi("StakeholderAssociation");

export const stakeholderAssociationListItem = stakeholderAssociation
  .omit({ files: true, needs_and_expectations: true, how_addressed: true })
  .openapi("StakeholderAssociationListItem");

export const associationCreate = z.strictObject({ stakeholder_id: id });

export const associationUpdate = z.strictObject({
  needs_and_expectations: optional(5000),
  compliance_obligation: z.boolean().default(false),
  how_addressed: optional(5000),
  last_modified_date: timestamp,
});

export const associationListQuery = stakeholderListQuery.extend({
  compliance_obligation: z
    .enum(["true", "false"])
    .transform((value) => value === "true")
    .optional(),
});
