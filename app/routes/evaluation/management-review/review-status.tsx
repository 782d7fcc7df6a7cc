import type { ReviewStatus } from "../../../../server/domain/management-reviews";
import { useTranslation } from "~/i18n/translation";

const TONE: Record<ReviewStatus, string> = {
  PLANNED: "bg-slate-100 text-slate-800",
  HELD: "bg-amber-100 text-amber-900",
  CLOSED: "bg-green-100 text-green-900",
};

/** Where a review stands: planned, held, closed. */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`rounded px-2 py-0.5 text-sm font-medium whitespace-nowrap ${TONE[status]}`}>
      {t(`reviewFields.statusOptions.${status}`)}
    </span>
  );
}
