// What a form field of a register takes, as the API's input schema says (app/register/form.server.ts
// reads it there); the page draws its fields from these plain rules, so no schema ships to the browser.

export type FieldRule =
  | { kind: "text"; required: boolean; maxLength: number }
  /** A text longer than a line takes (LONG_TEXT characters or more): written in a text area. */
  | { kind: "longText"; required: boolean; maxLength: number }
  /** A yes or no: a checkbox, sent only when ticked. */
  | { kind: "flag"; required: false }
  | { kind: "date"; required: boolean }
  | { kind: "id"; required: boolean }
  | { kind: "choice"; required: boolean; options: readonly string[] };

export type FormRules<Name extends string = string> = Record<Name, FieldRule>;

/** From this many characters a text field is a text area. */
export const LONG_TEXT = 1000;
