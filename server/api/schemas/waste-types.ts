import { booleanQuery, id, pagingQuery, text, timestamp, z } from "./common";

/** A waste type as every screen names it: the official code and the name in the reader's language. */
export const wasteTypeName = z
  .object({
    id,
    code: z.string().openapi({ description: "Digits only", example: "160107" }),
    code_display: z.string().openapi({ description: "The official form", example: "16 01 07*" }),
    hazardous: z.boolean().nullable().openapi({ description: "Entries only" }),
    name: z.string().openapi({ description: "The official English text, or a Danish synonym for a Danish reader" }),
    name_language: z.enum(["en", "da"]),
  })
  .openapi("WasteTypeName");

export const wasteType = wasteTypeName
  .extend({
    level: z.number().int().openapi({ description: "1 chapter, 2 sub-chapter, 3 entry" }),
    parent_code: z.string().nullable(),
    text_en: z.string().optional().openapi({ description: "Detailed form only" }),
    synonyms_en: z.array(z.string()).optional().openapi({ description: "Detailed form only" }),
    synonyms_da: z.array(z.string()).optional().openapi({ description: "Detailed form only" }),
    last_modified_date: timestamp.optional().openapi({ description: "Detailed form only" }),
  })
  .openapi("WasteType");

export const wasteTypeListQuery = pagingQuery.omit({ sort: true }).extend({
  localized: booleanQuery.default(true).openapi({ type: "boolean", description: "false: all texts and synonyms" }),
  q: text(200).optional().openapi({ description: "Part of the code, the text or a synonym in either language" }),
  chapter: z
    .string()
    .regex(/^\d{2}$/)
    .optional()
    .openapi({ description: "Two digits: the chapter's sub-chapters and entries" }),
  entries_only: booleanQuery.default(false).openapi({ type: "boolean", description: "Six-digit entries only" }),
  hazardous: booleanQuery.optional().openapi({ type: "boolean" }),
});

const synonymList = z.array(text(100).min(1)).max(30);
export const wasteTypeSynonyms = z.strictObject({
  synonyms_en: synonymList,
  synonyms_da: synonymList,
  last_modified_date: timestamp,
});
