/**
 * The row lists of the chemical form: supplies, data per country and substance concentrations. Each
 * offers a few empty rows beyond the filled ones (the form works without script); a row with nothing
 * chosen or typed is left out, and emptying a row removes what it held.
 */
export const ROW_LISTS = {
  supplies: { fields: ["supplierId", "productNumber"], max: 50 },
  countriesData: { fields: ["countryAlpha2", "storageClass", "waterHazardClass"], max: 50 },
  substanceConcentrations: { fields: ["substanceId", "min", "max"], max: 100 },
} as const;

export type RowList = keyof typeof ROW_LISTS;
export type RowValues = Partial<Record<string, string>>;

/** The empty rows offered beyond the last filled one. */
export const EMPTY_ROWS = 2;

const empty = (value: unknown) => value === undefined || value === null || value === "";

/** Whether a row of the list has nothing in it (a stored supply's hidden id aside). */
export const isBlankRow =
  (list: RowList) =>
  (row: Partial<Record<string, unknown>> | null | undefined): boolean =>
    !row || ROW_LISTS[list].fields.every((name) => empty(row[name]));
