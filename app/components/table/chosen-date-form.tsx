import type { SubmissionResult } from "@conform-to/react";
import { TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { ChosenRowsForm } from "./chosen-rows-form";

/** The form a register's chosen rows belong to when they are given one date (their checkboxes name it). */
export const CHOSEN_DATE_FORM = "review-chosen";
export const CHOSEN_DATE_INTENT = "review";

/**
 * A bulk action that gives the rows chosen in a register one date (a review's), sent as `name`: the
 * obligations' next review, the aspects' last one. `initial` is the date it starts at.
 */
export function ChosenDateForm({
  name,
  texts,
  initial,
  lastResult,
}: {
  name: string;
  texts: { title: string; hint: string; submit: string; label: string };
  initial?: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = formState<Record<string, unknown> & { id: string[] }>({
    id: CHOSEN_DATE_FORM,
    lastResult,
    defaultValue: initial ? { [name]: initial } : {},
  });
  return (
    <ChosenRowsForm
      form={form}
      chosen={fields.id!}
      intent={CHOSEN_DATE_INTENT}
      title={texts.title}
      hint={texts.hint}
      submit={texts.submit}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <TextField field={fields[name]!} label={texts.label} type="date" required />
      </div>
    </ChosenRowsForm>
  );
}
