import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import { useTranslation } from "~/i18n/translation";
import { translateError } from "~/lib/error-message";
import { fieldProps, type FieldState } from "./form-state";

type InputType = "text" | "email" | "password" | "number" | "date" | "search" | "tel" | "url";

/** Error texts are translation keys (see the zod schemas); an unknown one shows as the key's marker. */
export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <ul id={id} className="mt-1 space-y-0.5 text-sm text-red-700">
      {errors.map((error) => (
        <li key={error}>{translateError(t, error)}</li>
      ))}
    </ul>
  );
}

function FieldFrame({
  id,
  label,
  hint,
  hintId,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  hintId: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className="mt-1">{children}</div>
    </div>
  );
}

/** A labelled input bound to a form field: errors from the server show without JavaScript. */
export function TextField({
  field,
  label,
  type = "text",
  hint,
  ...attributes
}: {
  field: FieldState;
  label: string;
  type?: InputType;
  hint?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "id" | "defaultValue" | "form">) {
  return (
    <FieldFrame id={field.id} label={label} hint={hint} hintId={field.descriptionId}>
      <input type={type} {...fieldProps(field, Boolean(hint))} {...attributes} className="input" />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </FieldFrame>
  );
}

export function TextAreaField({
  field,
  label,
  hint,
  rows = 4,
}: {
  field: FieldState;
  label: string;
  hint?: ReactNode;
  rows?: number;
}) {
  return (
    <FieldFrame id={field.id} label={label} hint={hint} hintId={field.descriptionId}>
      <textarea {...fieldProps(field, Boolean(hint))} rows={rows} className="input" />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </FieldFrame>
  );
}

/** A labelled choice; its options are the children. */
export function SelectField({
  field,
  label,
  hint,
  children,
  ...attributes
}: {
  field: FieldState;
  label: string;
  hint?: ReactNode;
  children: ReactNode;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id" | "defaultValue" | "form">) {
  return (
    <FieldFrame id={field.id} label={label} hint={hint} hintId={field.descriptionId}>
      <select {...fieldProps(field, Boolean(hint))} {...attributes} className="input">
        {children}
      </select>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </FieldFrame>
  );
}

/** Errors that belong to the whole form (a conflict, wrong credentials), announced at once. */
export function FormErrors({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation();
  if (!errors?.length) return <div id={id} />;
  return (
    <div id={id} role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
      {errors.map((error) => (
        <p key={error}>{translateError(t, error)}</p>
      ))}
    </div>
  );
}
