import { PHYSICAL_STATES, WATER_HAZARD_CLASSES } from "../../domain/chemical-enumerations";
import { STORAGE_CLASSES } from "../../domain/co-storage";
import { ADR_CLASS_CODES, PACKING_GROUPS, UN_NUMBER } from "../../domain/dangerous-goods";
import { DANGER_CODES } from "../../domain/danger-code";
import { PICTOGRAMS, SIGNAL_WORDS } from "../../domain/hazard-labels";
import { HAZARD_CODES, PRECAUTIONARY_STATEMENTS, parseHazardCodes } from "../../domain/hazard-statements";
import { COUNTRY_CODES } from "../../domain/territories";
import { dateIn, dateOnly, id, idParam, idQuery, pagingSortedBy, text, timestamp, z } from "./common";
import { fileMetadata } from "./files";
import { codeSet, statementOf } from "./substances";

const ALL_HAZARD_CODES = new Set([...HAZARD_CODES.H, ...HAZARD_CODES.EUH]);
const PRECAUTIONARY_CODES = PRECAUTIONARY_STATEMENTS.map((statement) => statement.code);
const named = z.object({ id, name: z.string() });
export const country = z.enum(COUNTRY_CODES as unknown as [string, ...string[]]).openapi({ example: "DK" });
export const languageCode = z
  .string()
  .regex(/^[a-z]{2}$/, "an ISO 639-1 code")
  .openapi({ example: "da", description: "The language the sheet is written in (ISO 639-1)" });

/** The label a chemical carries: derived from its H statements, or a maintainer's with the reason. */
const label = z
  .object({
    pictograms: z.array(z.enum(PICTOGRAMS)),
    signal_word: z.enum(SIGNAL_WORDS),
    derived: z
      .object({
        pictograms: z.array(z.enum(PICTOGRAMS)),
        signal_word: z.enum(SIGNAL_WORDS),
        uncertain: z.array(z.string()).openapi({ description: "Statements read at their strictest" }),
      })
      .openapi({ description: "What the hazard statements give (CLP Article 26 precedence applied)" }),
    override_reason: z.string().nullable().openapi({ description: "Set when a maintainer overrode the label" }),
  })
  .openapi("ChemicalLabel");

export const chemicalSummary = z
  .object({
    id,
    name: z.string(),
    producer: z.string().nullable(),
    physical_state: z.enum(PHYSICAL_STATES).nullable(),
    danger_code: z.enum(DANGER_CODES),
    pictograms: z.array(z.enum(PICTOGRAMS)),
    signal_word: z.enum(SIGNAL_WORDS),
    hazard_codes: z.array(z.string()).openapi({ description: "H and EUH codes, in the annex's order" }),
    last_modified_date: timestamp,
  })
  .openapi("ChemicalSummary");

const safetyDataSheet = z
  .object({
    id,
    country_alpha2: z.string(),
    language: z.string(),
    last_revision_date: dateOnly,
    file: fileMetadata,
  })
  .openapi("SafetyDataSheet");

export const chemical = chemicalSummary
  .extend({
    supplies: z.array(z.object({ id, supplier: named, product_number: z.string().nullable() }).openapi("Supply")),
    countries_data: z.array(
      z
        .object({
          country_alpha2: z.string(),
          storage_class: z.string().nullable(),
          water_hazard_class: z.enum(WATER_HAZARD_CLASSES).nullable(),
          safety_data_sheets: z.array(safetyDataSheet),
        })
        .openapi("ChemicalCountryData"),
    ),
    substance_concentrations: z.array(
      z
        .object({
          substance: z.object({ id, name: z.string(), cas_number: z.string().nullable() }),
          min: z.number().nullable(),
          max: z.number(),
        })
        .openapi("SubstanceConcentration"),
    ),
    hazard_statements: z.array(statementOf),
    eu_hazard_statements: z.array(statementOf),
    precautionary_statements: z.array(statementOf),
    label,
    un_number: z.string().nullable(),
    adr_class: z.string().nullable(),
    packing_group: z.enum(PACKING_GROUPS).nullable(),
    created_date: timestamp,
  })
  .openapi("Chemical");

const optional = (max: number) => text(max).nullable().default(null);
const percent = z.number().min(0).max(100);

const chemicalFields = z.strictObject({
  name: text(200).min(1),
  producer: optional(200),
  physical_state: z.enum(PHYSICAL_STATES).nullable().default(null),
  hazard_statement_codes: codeSet(HAZARD_CODES.H).openapi({ example: ["H225", "H319"] }),
  eu_hazard_statement_codes: codeSet(HAZARD_CODES.EUH).openapi({ example: ["EUH066"] }),
  precautionary_statement_codes: codeSet(PRECAUTIONARY_CODES).openapi({ example: ["P210", "P233"] }),
  label_override: z
    .strictObject({
      pictograms: z.array(z.enum(PICTOGRAMS)).max(PICTOGRAMS.length),
      signal_word: z.enum(SIGNAL_WORDS),
      reason: text(500).min(1),
    })
    .nullable()
    .default(null)
    .openapi({ description: "The supplier's label where it differs from the derived one, and why" }),
  un_number: text(4)
    .regex(UN_NUMBER, "four digits")
    .nullable()
    .default(null)
    .openapi({ type: "string", example: "1090" }),
  adr_class: z
    .enum(ADR_CLASS_CODES as [string, ...string[]])
    .nullable()
    .default(null),
  packing_group: z.enum(PACKING_GROUPS).nullable().default(null),
  supplies: z
    .array(
      z.strictObject({
        id: id.nullable().default(null).openapi({ description: "An existing supply to keep; none for a new one" }),
        supplier_id: id.openapi({ description: "A stakeholder of the catalogue" }),
        product_number: optional(100),
      }),
    )
    .max(50)
    .default([]),
  countries_data: z
    .array(
      z.strictObject({
        country_alpha2: country,
        storage_class: z
          .enum(STORAGE_CLASSES as [string, ...string[]])
          .nullable()
          .default(null),
        water_hazard_class: z.enum(WATER_HAZARD_CLASSES).nullable().default(null),
      }),
    )
    .max(50)
    .default([])
    .refine((rows) => new Set(rows.map((row) => row.country_alpha2)).size === rows.length, {
      message: "each country once",
      params: { code: "country_twice" },
    }),
  substance_concentrations: z
    .array(
      z
        .strictObject({ substance_id: id, min: percent.nullable().default(null), max: percent })
        .refine((row) => row.min === null || row.min <= row.max, {
          path: ["min"],
          message: "not above the maximum",
          params: { code: "range_reversed" },
        }),
    )
    .max(100)
    .default([])
    .refine((rows) => new Set(rows.map((row) => row.substance_id)).size === rows.length, {
      message: "each substance once",
      params: { code: "substance_twice" },
    }),
});

export const chemicalInput = chemicalFields;
export const chemicalUpdate = chemicalFields.extend({ last_modified_date: timestamp });

/** A hazard statement code typed in any case ("h225" is H225). */
export const hazardCodeQuery = text(20)
  .optional()
  .transform((typed) => (typed ? (parseHazardCodes(typed).codes[0] ?? typed) : undefined))
  .refine((code) => code === undefined || ALL_HAZARD_CODES.has(code), {
    message: "not a hazard statement code",
    params: { code: "unknown_hazard_code" },
  })
  .openapi({ type: "string", description: "Only chemicals with this hazard statement (any case)" });

export const CHEMICAL_SORT_FIELDS = ["name", "producer", "danger_code", "last_modified_date"] as const;

export const chemicalListQuery = pagingSortedBy(CHEMICAL_SORT_FIELDS).extend({
  q: text(200).optional().openapi({ description: "Part of the name or the producer, or a CAS number it contains" }),
  hazard: hazardCodeQuery,
  danger_code: z.enum(DANGER_CODES).optional(),
  substance_id: idQuery.optional().openapi({ description: "Only chemicals containing this substance" }),
});

export const chemicalParams = z.object({ id: idParam("id") });
export const safetyDataSheetParams = z.object({ id: idParam("id"), sheetId: idParam("sheetId") });

export const safetyDataSheetInput = z.strictObject({
  file_id: id.openapi({ description: "A file uploaded with POST /chemicals/files" }),
  country_alpha2: country,
  language: languageCode,
  last_revision_date: dateIn("happened"),
});

/** A restriction list the product ships, and which of the chemical's substances it names. */
export const chemicalRestriction = z
  .object({
    list: z.string().openapi({ example: "REACH_ANNEX_XVII_28_30" }),
    name: z.string(),
    reference: z.string(),
    scope: z.string(),
    substances: z.array(
      z.object({ id, name: z.string(), cas_number: z.string().nullable(), hazard_codes: z.array(z.string()) }),
    ),
  })
  .openapi("ChemicalRestriction");
