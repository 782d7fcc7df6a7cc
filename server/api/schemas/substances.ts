import { casProblem, ecProblem, normalizeIdentifier } from "../../domain/chemical-identifiers";
import { HAZARD_CODES, parseHazardCodes } from "../../domain/hazard-statements";
import { id, idParam, pagingSortedBy, text, timestamp, z } from "./common";

const ALL_CODES = new Set([...HAZARD_CODES.H, ...HAZARD_CODES.EUH]);

export const statementOf = z.object({ code: z.string(), statement: z.string() }).openapi("StatementInLanguage");

export const substance = z
  .object({
    id,
    name: z.string(),
    cas_number: z.string().nullable(),
    ec_number: z.string().nullable(),
    hazard_statements: z.array(statementOf),
    eu_hazard_statements: z.array(statementOf),
    notes: z.array(z.string()),
    last_modified_date: timestamp,
  })
  .openapi("Substance");

/** An identifier with its check digit: stored as typed, dashes made hyphens; empty is none. */
const identifier = (problem: typeof casProblem, kind: "cas" | "ec", example: string) =>
  text(20)
    .transform((value) => (value === "" ? null : normalizeIdentifier(value)))
    .superRefine((value, context) => {
      const found = value === null ? null : problem(value);
      if (found) {
        context.addIssue({
          code: "custom",
          message: found === "format" ? `not written as a ${kind.toUpperCase()} number` : "the check digit is wrong",
          params: { code: `${kind}_${found === "format" ? "format" : "check_digit"}` },
        });
      }
    })
    .nullable()
    .default(null)
    .openapi({ type: "string", example });

export const codeSet = (allowed: string[]) =>
  z
    .array(z.enum(allowed as [string, ...string[]]))
    .max(allowed.length)
    .default([])
    .transform((chosen) => [...new Set(chosen)]);

const substanceFields = z.strictObject({
  name: text(200).min(1),
  cas_number: identifier(casProblem, "cas", "64-17-5"),
  ec_number: identifier(ecProblem, "ec", "200-578-6"),
  hazard_statement_codes: codeSet(HAZARD_CODES.H).openapi({ example: ["H225", "H319"] }),
  eu_hazard_statement_codes: codeSet(HAZARD_CODES.EUH).openapi({ example: ["EUH066"] }),
  notes: z.array(text(300).min(1)).max(20).default([]),
});

export const substanceInput = substanceFields;
export const substanceUpdate = substanceFields.extend({ last_modified_date: timestamp });

export const SUBSTANCE_SORT_FIELDS = ["name", "cas_number", "ec_number", "last_modified_date"] as const;
export const substanceListQuery = pagingSortedBy(SUBSTANCE_SORT_FIELDS).extend({
  q: text(200).optional().openapi({ description: "Part of the name, or the CAS or EC number" }),
  hazard: text(20)
    .optional()
    .transform((typed) => (typed ? (parseHazardCodes(typed).codes[0] ?? typed) : undefined))
    .refine((code) => code === undefined || ALL_CODES.has(code), {
      message: "not a hazard statement code",
      params: { code: "unknown_hazard_code" },
    })
    .openapi({ type: "string", description: "Only substances with this hazard statement (any case)" }),
});

export const substanceParams = z.object({ id: idParam("id") });

export const substanceNote = z.object({ note: z.string(), substances: z.number().int() }).openapi("SubstanceNote");
