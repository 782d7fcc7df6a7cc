import { FieldErrors } from "./field";
import type { FieldState } from "./form-state";

/** Checkboxes for a list of ids, in a fieldset; chosen ones come from the field's value. */
export function ChoiceList({
  field,
  legend,
  choices,
  empty,
  className,
}: {
  field: FieldState;
  legend: string;
  choices: { id: number | string; name: string; hint?: string }[];
  /** What is said when there is nothing to choose. */
  empty?: string;
  className?: string;
}) {
  const chosen = new Set(((field.initialValue as string[] | string | undefined) ?? []).toString().split(","));
  return (
    <fieldset className={className} aria-describedby={field.errors?.length ? field.errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {choices.length === 0 && empty ? <p className="mt-1 text-sm text-slate-600">{empty}</p> : null}
      <div className="mt-2 grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
        {choices.map((choice) => (
          <label key={choice.id} className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name={field.name}
              value={choice.id}
              defaultChecked={chosen.has(String(choice.id))}
              className="mt-0.5"
            />
            <span className="wrap-anywhere">
              {choice.name}
              {choice.hint ? <span className="text-slate-600"> · {choice.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}
