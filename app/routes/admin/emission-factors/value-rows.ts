import { rowFieldName as formRowName } from "~/components/form/form-rows";

/**
 * The value rows of the factor form. Without script the form cannot add a row, so it offers a few
 * empty ones beyond those filled in; a row with nothing typed into it (its unit choices aside) is
 * left out rather than refused. A stored value goes when its row is emptied or marked for removal.
 */
export const ROW_FIELDS = [
  "id",
  "value",
  "meterUnit",
  "emissionUnit",
  "startDate",
  "endDate",
  "source",
  "sourceUrl",
  "sourceYear",
] as const;
export type RowField = (typeof ROW_FIELDS)[number];

/** The empty rows offered beyond the last filled one. */
export const EMPTY_ROWS = 2;
export const MAX_ROWS = 100;

// The unit choices always send a value, so they do not make a row filled in.
const TYPED: readonly RowField[] = ["value", "startDate", "endDate", "source", "sourceUrl", "sourceYear"];

export const isBlankRow = (row: Partial<Record<RowField, unknown>> | null | undefined) =>
  !row || TYPED.every((name) => row[name] === undefined || row[name] === null || row[name] === "");

/** The name of a row's field, as conform reads it into the list of values. */
export const rowFieldName = (index: number, name: RowField | "remove") => formRowName("values", index, name);
