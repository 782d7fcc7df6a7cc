import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { SubmitButton } from "~/components/form/submit-button";

// Taking an act out of the register in two steps that work without script: the detail page's button
// leads to a confirmation (`?remove=1`), and after removing, the list offers to undo it.
export const REMOVE_INTENT = "remove";
export const RESTORE_INTENT = "restore";

/** The detail page's entry to removal: it only asks, it removes nothing yet. */
export function RemoveCard({ path }: { path: string }) {
  const { t } = useTranslation();
  return (
    <section className="card">
      <p className="text-sm text-slate-700">{t("bindingObligations.removeHint")}</p>
      <Link to={`${path}?remove=1`} className="button-danger mt-3">
        {t("bindingObligations.remove")}
      </Link>
    </section>
  );
}

/** The confirmation step: says what goes with the act, then removes or keeps it. */
export function ConfirmRemoval({ path, name }: { path: string; name: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="card mb-6 ring-2 ring-red-300" aria-labelledby="confirm-removal">
      <input type="hidden" name="intent" value={REMOVE_INTENT} />
      <h2 id="confirm-removal" className="text-lg font-semibold">
        {t("bindingObligations.confirmRemoval", { name })}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{t("bindingObligations.confirmRemovalHint")}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <SubmitButton className="button-danger">{t("bindingObligations.confirmRemove")}</SubmitButton>
        <Link to={path} className="button-secondary">
          {t("bindingObligations.keep")}
        </Link>
      </div>
    </Form>
  );
}

/** On the list after a removal: what was removed, and a way to put it back. */
export function RemovedNotice({ legislationId, name }: { legislationId: number; name: string }) {
  const { t } = useTranslation();
  return (
    <Form
      method="post"
      role="status"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-md bg-primary-50 p-3 text-sm ring-1 ring-primary-200"
    >
      <input type="hidden" name="intent" value={RESTORE_INTENT} />
      <input type="hidden" name="legislationId" value={legislationId} />
      <p>{t("bindingObligations.removedNamed", { name })}</p>
      <SubmitButton className="button-secondary py-1">{t("bindingObligations.undo")}</SubmitButton>
    </Form>
  );
}
