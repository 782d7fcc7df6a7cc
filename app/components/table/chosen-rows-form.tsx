import type { ReactNode } from "react";
import { Form } from "@remix-run/react";
import { FieldErrors, FormErrors } from "~/components/form/field";
import type { FieldState, FormState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";

/**
 * A bulk action's form: the rows it acts on are the list's checkboxes (DataTable's `selection` names
 * this form), the fields below say what to do with them. A plain post, without script too; what is
 * wrong with the choice itself is said at the top, where the summary's link leads.
 */
export function ChosenRowsForm({
  form,
  chosen,
  intent,
  title,
  hint,
  submit,
  encType,
  children,
}: {
  form: FormState;
  /** The field of the chosen rows' ids (`id`). */
  chosen: FieldState;
  intent: string;
  title: string;
  hint: string;
  submit: string;
  /** A form that also sends a file. */
  encType?: "multipart/form-data";
  children: ReactNode;
}) {
  return (
    <Form method="post" encType={encType} className="card mt-4 space-y-3" {...form.props}>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-sm text-slate-700">{hint}</p>
      <FormErrors form={form} />
      <div id={chosen.id} tabIndex={-1}>
        <FieldErrors id={chosen.errorId} errors={chosen.errors} />
      </div>
      <input type="hidden" name="intent" value={intent} />
      {children}
      <SubmitButton>{submit}</SubmitButton>
    </Form>
  );
}
