import { AMOUNT_UNITS, SDS_STATUSES, WATER_HAZARD_CLASSES } from "../../domain/chemical-enumerations";
import { REACTIONS } from "../../domain/chemical-reactions";
import { STORAGE_CLASSES } from "../../domain/co-storage";
import { DANGER_CODES } from "../../domain/danger-code";
import { booleanQuery, dateOnly, id, idQuery, pagingSortedBy, text, timestamp, z } from "./common";
import { chemicalSummary, hazardCodeQuery } from "./chemicals";

const named = z.object({ id, name: z.string() });

export const chemicalAssociation = z
  .object({
    id,
    organization_id: id.openapi({ description: "The organization that keeps it" }),
    chemical: chemicalSummary.pick({
      id: true,
      name: true,
      producer: true,
      danger_code: true,
      pictograms: true,
      signal_word: true,
      hazard_codes: true,
    }),
    supply: z.object({ id, supplier: named, product_number: z.string().nullable() }).nullable(),
    department: named.nullable(),
    storage_location: z.string().nullable(),
    amount: z.number().nullable(),
    unit: z.enum(AMOUNT_UNITS).nullable(),
    purpose: z.string().nullable(),
    country_alpha2: z.string().nullable().openapi({ description: "The organization's country, nearest first" }),
    storage_class: z.string().nullable(),
    water_hazard_class: z.enum(WATER_HAZARD_CLASSES).nullable(),
    safety_data_sheet: z
      .object({ id, language: z.string(), last_revision_date: dateOnly })
      .nullable()
      .openapi({ description: "The newest sheet for the organization's country" }),
    sds_status: z.enum(SDS_STATUSES),
    sds_review_due: dateOnly.nullable().openapi({ description: "When the sheet falls due for review" }),
    last_modified_date: timestamp,
  })
  .openapi("ChemicalAssociation");

const associationFields = z.strictObject({
  chemical_id: id,
  supply_id: id.nullable().default(null).openapi({ description: "One of the chemical's supplies" }),
  department_id: id
    .nullable()
    .default(null)
    .openapi({ description: "The organization itself or a department below it" }),
  storage_location: text(200).nullable().default(null),
  amount: z.number().min(0).max(1e12).nullable().default(null),
  unit: z.enum(AMOUNT_UNITS).nullable().default(null),
  purpose: text(500).nullable().default(null),
});

/** What an import's row of kept chemicals holds: the form's fields, never a held sheet. */
export const chemicalAssociationFields = associationFields;
export const chemicalAssociationInput = associationFields.extend({
  held_sheet_id: id
    .nullable()
    .default(null)
    .openapi({
      description:
        "A sheet the caller read and holds (POST /organizations/{org}/safety-data-sheet-readings), filed with the " +
        "chemical kept in the same transaction, as POST …/{id}/safety-data-sheets files one",
    }),
});

/** Many kept chemicals moved to one department, or to the organization itself (null). */
export const chemicalAssociationMove = z.strictObject({
  association_ids: z.array(id).min(1).max(200),
  department_id: id.nullable(),
});
export const chemicalAssociationUpdate = associationFields.extend({ last_modified_date: timestamp });

export const SDS_FILTERS = ["ATTENTION", ...SDS_STATUSES] as const;

export const CHEMICAL_ASSOCIATION_SORT_FIELDS = [
  "chemical",
  "danger_code",
  "storage_location",
  "department",
  "storage_class",
  "sds_revision_date",
  "last_modified_date",
] as const;
export const chemicalAssociationListQuery = pagingSortedBy(CHEMICAL_ASSOCIATION_SORT_FIELDS).extend({
  q: text(200).optional().openapi({ description: "Part of the chemical's name, the location or the purpose" }),
  hazard: hazardCodeQuery,
  danger_code: z.enum(DANGER_CODES).optional(),
  storage_class: z.enum(STORAGE_CLASSES as [string, ...string[]]).optional(),
  department_id: idQuery.optional().openapi({ description: "Kept by this department and those below it" }),
  location: text(200).optional().openapi({ description: "The storage location, in any case" }),
  sds: z.enum(SDS_FILTERS).optional().openapi({ description: "ATTENTION: sheets missing or due for review" }),
  unassessed: booleanQuery
    .default(false)
    .openapi({ type: "boolean", description: "Only those no work process uses (chemical risk not assessed)" }),
});

export const coStorageQuery = z.object({
  location: text(200).optional().openapi({ description: "One storage location (any case); all when left out" }),
});

const stored = z.object({
  association_id: id,
  chemical: named,
  storage_class: z.string().nullable(),
});

export const coStorage = z
  .object({
    locations: z.array(
      z.object({
        location: z.string(),
        chemicals: z.array(stored),
        conflicts: z.array(
          z.object({
            first: stored,
            second: stored,
            verdict: z.enum(["separate", "restricted", "reaction"]).openapi({
              description: "reaction: may react dangerously (TRGS 510), whatever the storage classes",
            }),
            reaction: z.enum(REACTIONS).nullable(),
            footnote: z.number().int().nullable(),
            footnote_de: z.string().nullable().openapi({ description: "The footnote, German only in the data" }),
          }),
        ),
      }),
    ),
    source: z.object({ regulation: z.string(), status: z.string() }),
  })
  .openapi("CoStorage");
