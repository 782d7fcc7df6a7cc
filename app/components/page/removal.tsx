import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { SubmitButton } from "~/components/form/submit-button";

// Removing a record in two steps that work without script: a detail page's button leads to a
// confirmation (`?remove=1`), which posts the removal or goes back.
export const REMOVE_INTENT = "remove";

/** The detail page's entry to removal: it only asks, it removes nothing yet. */
export function RemoveCard({ path, hint, label }: { path: string; hint: string; label: string }) {
  return (
    <section className="card">
      <p className="text-sm text-slate-700">{hint}</p>
      <Link to={`${path}?remove=1`} className="button-danger mt-3">
        {label}
      </Link>
    </section>
  );
}

/** The confirmation step: says what the removal means, then removes or keeps. */
export function ConfirmRemoval({
  path,
  texts,
  children,
}: {
  path: string;
  texts: { question: string; hint: string; confirm: string; keep: string };
  /** Why an earlier attempt was refused, if it was. */
  children?: ReactNode;
}) {
  return (
    <Form method="post" className="card mb-6 ring-2 ring-red-300" aria-labelledby="confirm-removal">
      <input type="hidden" name="intent" value={REMOVE_INTENT} />
      <h2 id="confirm-removal" className="text-lg font-semibold">
        {texts.question}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{texts.hint}</p>
      {children ? <div className="mt-3">{children}</div> : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <SubmitButton className="button-danger">{texts.confirm}</SubmitButton>
        <Link to={path} className="button-secondary">
          {texts.keep}
        </Link>
      </div>
    </Form>
  );
}
