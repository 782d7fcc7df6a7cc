import { PHYSICAL_STATES, WATER_HAZARD_CLASSES } from "../../domain/chemical-enumerations";
import { PACKING_GROUPS } from "../../domain/dangerous-goods";
import { PICTOGRAMS, SIGNAL_WORDS } from "../../domain/hazard-labels";
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
  vocabulary: defineOperation(anyUser, {
    method: "get",
    path: "/chemical-vocabulary",
    tags,
    summary: "Signal words, physical states, water hazard classes and TRGS 510 storage classes",
    responses: { 200: json(chemicalVocabulary), ...problems },
  }),
};
