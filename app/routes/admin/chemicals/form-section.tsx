import type { ReactNode } from "react";

/** A titled group of the chemical form's fields, with what the group is for. */
export function FormSection({ title, hint, children }: { title: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="card space-y-4">
      <legend className="float-left w-full text-base font-semibold text-slate-900">{title}</legend>
      {hint ? <p className="clear-both text-sm text-slate-600">{hint}</p> : null}
      <div className="clear-both space-y-4">{children}</div>
    </fieldset>
  );
}
