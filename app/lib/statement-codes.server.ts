import { z } from "zod";
import { isSupplemental, parseHazardCodes, parsePrecautionaryCodes } from "../../server/domain/hazard-statements";

/** Codes typed or pasted from a safety data sheet, each known one once; unknown ones are named back. */
const typedCodes = (parse: (typed: string) => { codes: string[]; unknown: string[] }, message: string) =>
  z
    .string()
    .max(2000, "validation.tooLong")
    .optional()
    .transform((typed, context) => {
      const { codes, unknown } = parse(typed ?? "");
      if (unknown.length) {
        context.addIssue({ code: "custom", message: `${message}|${JSON.stringify({ codes: unknown.join(", ") })}` });
      }
      return codes;
    });

/** H and EUH codes in one field, as a safety data sheet lists them. */
export const hazardCodesField = () => typedCodes(parseHazardCodes, "validation.unknownHazardCodes");

export const precautionaryCodesField = () =>
  typedCodes(parsePrecautionaryCodes, "validation.unknownPrecautionaryCodes");

/** The one field's codes as the API takes them: H and EUH statements apart. */
export const splitHazardCodes = (codes: string[]) => ({
  hazardStatementCodes: codes.filter((code) => !isSupplemental(code)),
  euHazardStatementCodes: codes.filter(isSupplemental),
});
