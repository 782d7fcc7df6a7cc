import type { SubmissionResult } from "@conform-to/react";

/** What an input needs: its name, the ids its label and messages refer to, its errors and first value. */
export type FieldState = {
  name: string;
  id: string;
  errorId: string;
  descriptionId: string;
  errors?: string[];
  initialValue?: unknown;
};

export type FormState = {
  id: string;
  errorId: string;
  errors?: string[];
  /** Each field's errors, by the id of its input: the summary at the top links to them. */
  fieldErrors: { id: string; errors: string[] }[];
  /** The action's reply these errors came from: a new one is a new refusal. */
  reply?: unknown;
  /** For the `<Form>`: the action validates, so the browser's own checks stay out of its way. */
  props: { id: string; noValidate: true; "aria-invalid"?: true; "aria-describedby"?: string };
};

type Fields<Values> = { [Name in keyof Values & string]-?: FieldState };

/**
 * A form from the action's last reply (conform's `SubmissionResult`, made on the server by
 * `parseWithZod`, see app/lib/form-errors.server.ts) or, before one, from its defaults: the values sent
 * back and the errors, with ids that tie them to their inputs. Validation happens in the action only,
 * with and without JavaScript, so this is all a form needs in the browser; conform's client part was
 * a tenth of a page's script budget (docs/decisions/006-javascript-budget.md).
 */
export function formState<Values extends Record<string, unknown>>({
  id,
  lastResult,
  defaultValue = {},
}: {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Partial<Values>;
}): [FormState, Fields<Values>] {
  const errors = lastResult?.error ?? {};
  const values: Record<string, unknown> = lastResult?.initialValue ?? defaultValue;
  const formErrors = errors[""] ?? undefined;
  const errorId = `${id}-form-error`;
  const form: FormState = {
    id,
    errorId,
    errors: formErrors,
    fieldErrors: Object.entries(errors)
      .filter(([name, messages]) => name !== "" && messages?.length)
      .map(([name, messages]) => ({ id: `${id}-field-${name}`, errors: messages! })),
    reply: lastResult ?? undefined,
    props: {
      id,
      noValidate: true,
      ...(formErrors?.length ? { "aria-invalid": true as const, "aria-describedby": errorId } : {}),
    },
  };
  const fields = new Proxy({} as Fields<Values>, {
    get(_target, name) {
      if (typeof name !== "string") return undefined;
      const fieldId = `${id}-field-${name}`;
      return {
        name,
        id: fieldId,
        errorId: `${fieldId}-error`,
        descriptionId: `${fieldId}-description`,
        errors: errors[name] ?? undefined,
        initialValue: values[name],
      } satisfies FieldState;
    },
  });
  return [form, fields];
}

/** The attributes of a field's input: name, id, and its error and hint announced with it. */
export function fieldProps(field: FieldState, withHint: boolean) {
  const invalid = Boolean(field.errors?.length);
  const describedBy = [invalid ? field.errorId : null, withHint ? field.descriptionId : null].filter(Boolean);
  return {
    id: field.id,
    name: field.name,
    defaultValue: textOf(field.initialValue),
    "aria-invalid": invalid ? true : undefined,
    "aria-describedby": describedBy.length ? describedBy.join(" ") : undefined,
  };
}

function textOf(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  return String(value);
}
