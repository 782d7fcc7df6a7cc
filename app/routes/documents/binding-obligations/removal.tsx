import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { SubmitButton } from "~/components/form/submit-button";

// Taking an act out of the register (app/components/page/removal.tsx); after removing, the list offers
// to undo it.
export const RESTORE_INTENT = "restore";

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
