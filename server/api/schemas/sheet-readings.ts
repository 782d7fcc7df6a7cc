import { SDS_SECTION_COUNT } from "../../domain/sds-sections";
import { dateOnly, id, timestamp, z } from "./common";

/** A value read from the sheet, with the section or subsection it was read from. */
const readFrom = <T extends z.ZodType>(value: T) =>
  z
    .object({
      value,
      section: z
        .string()
        .nullable()
        .openapi({ example: "1.1", description: "Where it was read (REACH Annex II); null: the sheet's heading" }),
    })
    .nullable();

const readSubstance = z
  .object({
    name: z.string(),
    cas_number: z.string().nullable().openapi({ description: "Only a number whose check digit holds" }),
    ec_number: z.string().nullable(),
    min: z.number().nullable().openapi({ description: "Percent; null when the sheet gives no lower bound" }),
    max: z.number().nullable(),
  })
  .openapi("ReadSubstance");

/** A sheet that was read, held for filing with the chemical it is kept as (never a second upload). */
export const heldSheet = z
  .object({
    id,
    file_name: z.string(),
    language: z.string(),
    last_revision_date: dateOnly,
    expires_date: timestamp,
    filed_association_id: id.nullable().openapi({ description: "The kept chemical it was filed with" }),
  })
  .openapi("HeldSafetyDataSheet");

export const sheetDraft = z
  .object({
    language: z.enum(["en", "da"]).nullable().openapi({ description: "The sheet's language, by its headings" }),
    sections: z
      .array(z.number().int().min(1).max(SDS_SECTION_COUNT))
      .openapi({ description: "The sections of REACH Annex II found, of the sixteen" }),
    pages: z.number().int(),
    pages_read: z.number().int(),
    product_name: readFrom(z.string()),
    supplier: readFrom(z.string()),
    revision_date: readFrom(dateOnly),
    hazard_codes: readFrom(z.array(z.string())),
    eu_hazard_codes: readFrom(z.array(z.string())),
    precautionary_codes: readFrom(z.array(z.string())),
    substances: readFrom(z.array(readSubstance)),
    un_number: readFrom(z.string()),
    storage_hints: readFrom(z.string()),
    held_sheet: heldSheet.nullable().openapi({
      description: "The sheet, held a day to be filed with the chemical kept; null when no revision date was read",
    }),
  })
  .openapi("SafetyDataSheetDraft");

export const sheetUpload = z
  .object({ file: z.string().openapi({ type: "string", format: "binary" }) })
  .openapi("SafetyDataSheetUpload");
