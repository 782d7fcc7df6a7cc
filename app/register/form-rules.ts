// What a form field of a register takes, as the API's input schema says (app/register/form.server.ts
// reads it there); the page draws its fields from these plain rules, so no schema ships to the browser.

export type FieldRule =
  | { kind: "text"; required: boolean; maxLength: number; format?: "email" | "url" }
  /** A text longer than a line takes (LONG_TEXT characters or more): written in a text area. */
  | { kind: "longText"; required: boolean; maxLength: number }
  /** A yes or no: a checkbox, sent only when ticked. */
  | { kind: "flag"; required: false }
  | { kind: "date"; required: boolean }
  | { kind: "id"; required: boolean }
  /** `initial`: what a new record starts at (the API's default, which makes the choice required in the form). */
  | { kind: "choice"; required: boolean; options: readonly string[]; initial?: string }
  /** A whole number of a short scale (a likelihood 1–5): chosen from its steps, each named under `<field>Options`. */
  | { kind: "step"; required: boolean; min: number; max: number }
  /** A number of a longer range (months between reviews; `whole: false`, a target in tonnes): typed, within its bounds. */
  | { kind: "number"; required: boolean; min: number; max: number; whole: boolean }
  /** A string the API checks by a rule of its own (a country code…): the page offers its choices. */
  | { kind: "code"; required: boolean }
  /** Ids of records, some or none of those the page offers (`topicIds`: topics). */
  | { kind: "ids"; required: false; max: number };

export type FormRules<Name extends string = string> = Record<Name, FieldRule>;

/** A whole number with at most this many steps between its bounds is chosen from a list. */
export const MAX_STEPS = 10;

/** From this many characters a text field is a text area. */
export const LONG_TEXT = 1000;

/** A choice the page offers for a `code`, `id` or `ids` field: its value and its words. */
export type Choice = { value: string; label: string; lang?: string };
