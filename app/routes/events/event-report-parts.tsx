import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, type ReactNode } from "react";
import { FieldErrors } from "~/components/form/field";
import type { FieldState } from "~/components/form/form-state";
import { useTranslation } from "~/i18n/translation";
import { translateError } from "~/lib/error-message";

// A choice a thumb can hit (44 px).
export const CHOICE_CLASS =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-base ring-1 ring-slate-300 has-[:checked]:bg-primary-50 has-[:checked]:ring-2 has-[:checked]:ring-primary-600";

export function Choices({
  field,
  legend,
  choices,
  columns = "sm:grid-cols-3",
}: {
  field: FieldState;
  legend: string;
  choices: { value: string; label: string }[];
  columns?: string;
}) {
  const invalid = Boolean(field.errors?.length);
  return (
    <fieldset aria-describedby={invalid ? field.errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className={`mt-1 grid gap-2 ${columns}`}>
        {choices.map((choice) => (
          <label key={choice.value} className={CHOICE_CLASS}>
            <input
              type="radio"
              name={field.name}
              value={choice.value}
              defaultChecked={field.initialValue === choice.value}
              className="size-5"
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

export function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-base font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** Every field's error, linked to its field: the first thing read after a refused report. */
export function ErrorSummary({ id, lastResult }: { id: string; lastResult?: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation();
  const summary = useRef<HTMLDivElement>(null);
  // As every form's summary (FormErrors): focused by `autofocus` without script, after each refusal with it.
  useEffect(() => {
    if (lastResult) summary.current?.focus();
  }, [lastResult]);
  const errors = Object.entries(lastResult?.error ?? {}).filter(([, messages]) => messages?.length);
  if (!errors.length) return <div id={`${id}-form-error`} className="hidden" />;
  const target = (name: string) =>
    name === "" ? null : `${id}-field-${name === "occurredAt" ? "occurredDate" : name}`;
  return (
    <div
      id={`${id}-form-error`}
      ref={summary}
      role="alert"
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- shown only after a refused report (see FormErrors)
      autoFocus
      className="rounded-md bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200"
    >
      <p className="font-medium">{t("events.report.errorSummary")}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {errors.flatMap(([name, messages]) =>
          (messages ?? []).map((message) => {
            const anchor = target(name);
            const text = translateError(t, message);
            return (
              <li key={`${name}-${message}`}>
                {anchor ? (
                  <a href={`#${anchor}`} className="underline">
                    {t(`events.report.fields.${name}`)}: {text}
                  </a>
                ) : (
                  text
                )}
              </li>
            );
          }),
        )}
      </ul>
    </div>
  );
}

/** The report of an event, on one short column; photos are taken with the phone's camera. */
