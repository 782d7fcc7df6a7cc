import { z } from "zod";
import da from "../../../app/locales/da.json";
import en from "../../../app/locales/en.json";
import { lookup } from "../../../app/i18n/translate";
import {
  columnLabelKey,
  columnOptionsKey,
  IMPORT_REGISTERS,
  type ImportColumn,
  type ImportRegisterName,
} from "../../api/contracts/import-registers";
import { dateBounds } from "../../api/schemas/common";
import { parseTypedDay, parseTypedFlag, parseTypedNumber } from "../../domain/typed-values";

/** A cell read for its field: the value the create contract takes, or the code of what is wrong. */
export type CellValue = { value: unknown } | { code: string };

/** Finds the record a reference names: its id, or the code of what is wrong. `row`: the row's other cells. */
export type Resolver = (text: string, row: Record<string, string>) => CellValue;

const LANGUAGES = [en, da];

/** A text as headers and names are compared: lower case, letters and digits only. */
export const normalized = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");

/** The words of a key in English and Danish. */
export const bothLanguages = (key: string) =>
  LANGUAGES.map((translations) => lookup(translations, key)).filter((text): text is string => text !== undefined);

/** The field of the register's create contract a column fills. */
const fieldOf = (register: ImportRegisterName, column: ImportColumn) =>
  (IMPORT_REGISTERS[register].row as z.ZodObject).shape[column.reference ?? column.name] as z.ZodType;

function unwrapped(field: z.ZodType): z.ZodType {
  let inner = field;
  while (inner instanceof z.ZodDefault || inner instanceof z.ZodNullable || inner instanceof z.ZodOptional)
    inner = inner.unwrap() as z.ZodType;
  return inner;
}

/** An enum's value from its code or its words in either language (`kindOptions.INTERNAL` → "Intern"). */
function enumReader(options: readonly string[], wordsKey: string) {
  const values = new Map<string, string>();
  for (const option of options) {
    values.set(normalized(option), option);
    for (const word of bothLanguages(`${wordsKey}.${option}`)) values.set(normalized(word), option);
  }
  return (text: string): CellValue => {
    const option = values.get(normalized(text));
    return option === undefined ? { code: "not_an_option" } : { value: option };
  };
}

/**
 * How a column's cell becomes its field's value, from the field's type in the create contract: a day
 * written as Danes or ISO write it, a number with a decimal comma or point, yes or no in either
 * language, an option by its code or its words, and text as it is.
 */
export function cellReader(register: ImportRegisterName, column: ImportColumn): (text: string) => CellValue {
  const field = unwrapped(fieldOf(register, column));
  // A reference is read by its register's resolver, from the names of the records it may name.
  if (column.reference) return (text) => ({ value: text });
  if (dateBounds.get(field)) {
    return (text) => {
      const day = parseTypedDay(text);
      return day === null ? { code: "not_a_day" } : { value: day };
    };
  }
  if (field instanceof z.ZodNumber) {
    return (text) => {
      const number = parseTypedNumber(text);
      return Number.isFinite(number) ? { value: number } : { code: "not_a_number" };
    };
  }
  if (field instanceof z.ZodBoolean) {
    return (text) => {
      const flag = parseTypedFlag(text);
      return flag === null ? { code: "not_yes_or_no" } : { value: flag };
    };
  }
  // A list (a meter's units) is written in one cell, its items apart by commas, semicolons or bars.
  if (field instanceof z.ZodArray) {
    return (text) => ({
      value: text
        .split(/[,;|]/)
        .map((item) => item.trim())
        .filter(Boolean),
    });
  }
  if (field instanceof z.ZodEnum) {
    return enumReader(field.options as string[], columnOptionsKey(register, column));
  }
  return (text) => ({ value: text });
}

/** The names a header may have for a column: its field's name and its label in English and Danish. */
export function headerNames(register: ImportRegisterName, column: ImportColumn): Set<string> {
  return new Set([column.name, ...bothLanguages(columnLabelKey(register, column))].map(normalized));
}

/** Whether a column must have a value in every row: its field is neither optional nor defaulted. */
export function isRequired(register: ImportRegisterName, column: ImportColumn): boolean {
  const field = fieldOf(register, column);
  return !(field instanceof z.ZodDefault || field instanceof z.ZodNullable || field instanceof z.ZodOptional);
}
