import { PHYSICAL_STATES, WATER_HAZARD_CLASSES } from "../../domain/chemical-enumerations";
import { PACKING_GROUPS } from "../../domain/dangerous-goods";
import { DANGER_CODES } from "../../domain/danger-code";
import { PICTOGRAMS, SIGNAL_WORDS } from "../../domain/hazard-labels";
import { HAZARD_CODES } from "../../domain/hazard-statements";
import { json, listOf, standardProblems, z } from "../schemas/common";
import { anyUser, defineOperation } from "./operation";

const tags = ["Hazards"];
const problems = { 401: standardProblems[401] };

const statement = (name: string, example: string) =>
  z
    .object({
      code: z.string().openapi({ example }),
      group: z.string(),
      combined: z.boolean().openapi({ description: "A combination of statements, e.g. H300+H310" }),
      statement: z.string().openapi({ description: "The official text in the caller's language" }),
    })
    .openapi(name);

const pictogram = z
  .object({
    code: z.enum(PICTOGRAMS),
    name_en: z.string().openapi({ description: "English only: the data has no Danish names" }),
    image: z.string().openapi({ example: "/pictograms/GHS02.svg" }),
  })
  .openapi("GhsPictogram");

const icon = z
  .object({
    code: z.string().openapi({ example: "ADR-3" }),
    kind: z.enum(["GHS", "ADR"]),
    description: z.string(),
    image: z.string().nullable().openapi({ description: "Null where the product has no artwork" }),
  })
  .openapi("HazardAndSafetyIcon");

const dangerousGoods = z
  .object({
    classes: z.array(
      z.object({ code: z.string(), name: z.string(), label_models: z.array(z.string()) }).openapi("AdrClass"),
    ),
    packing_groups: z.array(z.enum(PACKING_GROUPS)),
  })
  .openapi("DangerousGoods");

const chemicalVocabulary = z
  .object({
    signal_words: z.array(z.enum(SIGNAL_WORDS)),
    physical_states: z.array(z.enum(PHYSICAL_STATES)),
    water_hazard_classes: z.array(z.enum(WATER_HAZARD_CLASSES)),
    storage_classes: z.array(
      z
        .object({
          code: z.string(),
          name_de: z.string().nullable().openapi({ description: "German only: the data has no other" }),
        })
        .openapi("StorageClass"),
    ),
  })
  .openapi("ChemicalVocabulary");

/** Codes in a query: repeated (`?h=H225&h=H319`) or comma-separated (`?h=H225,H319`), each one known. */
const codeList = (kind: "H" | "EUH", example: string) => {
  const known = new Set(HAZARD_CODES[kind]);
  return z
    .union([z.string().max(2000), z.array(z.string().max(100)).max(200)])
    .optional()
    .transform((value) => (value === undefined ? [] : [value].flat().flatMap((item) => item.split(","))))
    .transform((codes) => codes.map((code) => code.trim()).filter(Boolean))
    .refine((codes) => codes.every((code) => known.has(code)), {
      message: `only ${kind} statement codes`,
      params: { code: "unknown_hazard_code" },
    })
    .openapi({ type: "array", items: { type: "string", example } });
};

const warningsQuery = z.object({
  hazard_statement_ids: codeList("H", "H225"),
  eu_hazard_statement_ids: codeList("EUH", "EUH066"),
});

const warnings = z
  .object({
    danger_code: z.enum(DANGER_CODES),
    pictograms: z.array(z.enum(PICTOGRAMS)),
    signal_word: z.enum(SIGNAL_WORDS),
    uncertain: z.array(z.string()).openapi({
      description: "Statements that stand for categories with different label elements: read at their strictest",
    }),
  })
  .openapi("ChemicalWarnings");

/** The CLP statements, pictograms and transport classes a chemical is described with (spec §7). */
export const hazardsApi = {
  hazardStatements: defineOperation(anyUser, {
    method: "get",
    path: "/hazard-statements",
    tags,
    summary: "CLP hazard statements (H), with the combined ones, in annex order",
    responses: { 200: json(listOf(statement("HazardStatement", "H225"))), ...problems },
  }),
  euHazardStatements: defineOperation(anyUser, {
    method: "get",
    path: "/eu-hazard-statements",
    tags,
    summary: "The EU's supplemental hazard statements (EUH)",
    responses: { 200: json(listOf(statement("EuHazardStatement", "EUH066"))), ...problems },
  }),
  pictograms: defineOperation(anyUser, {
    method: "get",
    path: "/hazard-statements/pictograms",
    tags,
    summary: "The nine GHS hazard pictograms",
    responses: { 200: json(listOf(pictogram)), ...problems },
  }),
  precautionaryStatements: defineOperation(anyUser, {
    method: "get",
    path: "/precautionary-statements",
    tags,
    summary: "CLP precautionary statements (P), with the combined ones",
    responses: { 200: json(listOf(statement("PrecautionaryStatement", "P210"))), ...problems },
  }),
  icons: defineOperation(anyUser, {
    method: "get",
    path: "/hazard-and-safety-icons",
    tags,
    summary: "The GHS pictograms and the ADR danger labels, with their artwork",
    responses: { 200: json(listOf(icon)), ...problems },
  }),
  dangerousGoods: defineOperation(anyUser, {
    method: "get",
    path: "/dangerous-goods",
    tags,
    summary: "ADR classes in the caller's language (English where the data has no Danish) and packing groups",
    responses: { 200: json(dangerousGoods), ...problems },
  }),
  warnings: defineOperation(anyUser, {
    method: "get",
    path: "/chemicals/warnings",
    tags,
    summary: "The danger code, pictograms and signal word a set of hazard statements calls for (decision 015)",
    request: { query: warningsQuery },
    responses: { 200: json(warnings), 401: standardProblems[401], 422: standardProblems[422] },
  }),
  vocabulary: defineOperation(anyUser, {
    method: "get",
    path: "/chemical-vocabulary",
    tags,
    summary: "Signal words, physical states, water hazard classes and TRGS 510 storage classes",
    responses: { 200: json(chemicalVocabulary), ...problems },
  }),
};
