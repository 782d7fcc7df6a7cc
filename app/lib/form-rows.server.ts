import { upstreamProblem } from "~/api/problem";
import { rowFieldName } from "~/components/form/form-rows";

/** The filled-in rows (a blank one is null after validation), each with its place in the form. */
export const filledRows = <Row>(rows: readonly (Row | null)[]) =>
  rows.flatMap((row, index) => (row === null ? [] : [{ row, index }]));

export type RowLists = Record<string, { places: number[]; fields: ReadonlySet<string> }>;

/**
 * Where the form shows a refusal of the API: a list's own error under the list, a row's value under
 * that row's field (`values.1.startDate`, the second row sent, is `values[3].startDate` when blank rows
 * stood between), another field where `top` names it, and anything else with the form's own errors.
 */
function formPath(path: string, lists: RowLists, top: (path: string) => string | null) {
  const [list = "", index, field, ...rest] = path.split(".");
  const rows = lists[list];
  if (!rows) return top(path) ?? "";
  if (index === undefined) return list;
  const place = rows.places[Number(index)];
  return place !== undefined && rows.fields.has(field ?? "") && !rest.length ? rowFieldName(list, place, field!) : "";
}

/** The API's refusal with its field paths moved to where the form shows them (see `formPath`). */
export function onFormRows(error: unknown, lists: RowLists, top: (path: string) => string | null) {
  const problem = upstreamProblem(error);
  if (problem) {
    const errors: Record<string, string[]> = {};
    for (const [path, codes] of Object.entries(problem.fieldErrors)) {
      (errors[formPath(path, lists, top)] ??= []).push(...codes);
    }
    problem.fieldErrors = errors;
  }
  return error;
}
