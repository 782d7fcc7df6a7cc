import { useEffect, useRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from "react";
import { useTranslation } from "~/i18n/translation";
import { translateError } from "~/lib/error-message";
import { fieldProps, type FieldState, type FormState } from "./form-state";

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

/** A checkbox with its label beside it, its hint under it, bound to a form field (its value "on"). */
export function CheckboxField({ field, label, hint }: { field: FieldState; label: string; hint?: ReactNode }) {
  const { defaultValue: _text, ...props } = fieldProps(field, Boolean(hint));
  return (
    <div>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" {...props} defaultChecked={Boolean(field.initialValue)} />
        {label}
      </label>
      {hint ? (
        <p id={field.descriptionId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
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

/**
 * What stopped the form, at its top: the form's own errors and every field's, each linked to its field.
 * A refused form comes back scrolled to the top and, on a phone, far from its fields, so the summary
 * takes the focus: by `autofocus` without script, after each refusal with it.
 */
export function FormErrors(props: { form: FormState } | { id: string; errors?: string[] }) {
  const { t } = useTranslation();
  const { id, errors, fieldErrors } =
    "form" in props ? { ...props.form, id: props.form.errorId } : { ...props, fieldErrors: [] };
  const summary = useRef<HTMLDivElement>(null);
  const refused = Boolean(errors?.length || fieldErrors.length);
  const reply = "form" in props ? props.form.reply : undefined;
  useEffect(() => {
    if (reply) summary.current?.focus();
  }, [reply]);
  if (!refused) return <div id={id} />;
  return (
    <div
      id={id}
      ref={summary}
      role="alert"
      tabIndex={-1}
      // Only a refused form renders it: the user asked for it by sending the form, and without script
      // nothing else can take them to it.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      className="rounded-md bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200 focus:outline-2 focus:outline-red-700"
    >
      {errors?.map((error) => (
        <p key={error}>{translateError(t, error)}</p>
      ))}
      {/* One way to the fields rather than their messages again: each message shows under its field. */}
      {fieldErrors[0] ? (
        <p className={errors?.length ? "mt-2" : undefined}>
          <a href={`#${fieldErrors[0].id}`} className="font-medium underline">
            {t("formSummary.title", { count: fieldErrors.length })}
          </a>
        </p>
      ) : null}
    </div>
  );
}

/**
 * A file to send with a multipart form, labelled, with its hint: the file is read by the action as it
 * arrives (never by conform), so it has no field state of its own.
 */
export function FileInput({
  id,
  label,
  hint,
  className = "mt-1 block text-sm",
  ...attributes
}: { id: string; label: string; hint: string; name: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "id"
>) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {hint}
      </p>
      <input id={id} type="file" aria-describedby={`${id}-hint`} className={className} {...attributes} />
    </div>
  );
}
