import { FieldErrors } from "~/components/form/field";
import type { FieldState } from "~/components/form/form-state";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";
import type { HeldSheetOffer } from "./held-sheet.server";

/**
 * The sheet read before choosing the chemical, filed with it on saving unless cleared: its id goes in a
 * hidden field, so the form needs no script and the file no second upload. The checkbox carries the
 * id field's own id, so the error summary's link to a refused sheet lands on it.
 */
export function HeldSheetChoice({
  offer,
  heldSheetId,
  fileHeldSheet,
}: {
  offer: HeldSheetOffer;
  heldSheetId: FieldState;
  fileHeldSheet: FieldState;
}) {
  const { t, i18n } = useTranslation();
  if (!offer) return null;
  if ("gone" in offer) return <p className="text-sm text-slate-700">{t("myChemicals.heldSheetGone")}</p>;
  const hintId = `${heldSheetId.id}-hint`;
  return (
    <div className="text-sm">
      <input type="hidden" name={heldSheetId.name} value={offer.id} />
      <label className="flex items-start gap-2 font-medium">
        <input
          type="checkbox"
          id={heldSheetId.id}
          name={fileHeldSheet.name}
          className="mt-1"
          defaultChecked={fileHeldSheet.initialValue !== undefined}
          aria-describedby={hintId}
          aria-invalid={heldSheetId.errors?.length ? true : undefined}
          aria-errormessage={heldSheetId.errors?.length ? heldSheetId.errorId : undefined}
        />
        {t("myChemicals.fileHeldSheet", { date: formatDate(offer.lastRevisionDate, i18n.language) })}
      </label>
      <p id={hintId} className="ml-6 text-slate-600">
        {t("myChemicals.fileHeldSheetHint", { name: offer.fileName })}
      </p>
      <FieldErrors id={heldSheetId.errorId} errors={heldSheetId.errors} />
    </div>
  );
}
