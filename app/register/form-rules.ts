// What a form field of a register takes, as the API's input schema says (app/register/form.server.ts
// reads it there); the page draws its fields from these plain rules, so no schema ships to the browser.

export type FieldRule =
  | { kind: "text"; required: boolean; maxLength: number }
  | { kind: "date"; required: boolean }
  | { kind: "id"; required: boolean }
  | { kind: "choice"; required: boolean; options: readonly string[] };

export type FormRules<Name extends string = string> = Record<Name, FieldRule>;
