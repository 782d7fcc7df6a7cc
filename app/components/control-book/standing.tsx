import type { InspectionStanding } from "../../../server/domain/control-book";
import { useTranslation } from "~/i18n/translation";

// A word and a mark as well as a colour (app.css), so no standing depends on seeing colour.
const MARK: Record<InspectionStanding, string> = { OVERDUE: "✕", DUE_SOON: "!", LATER: "○", DONE: "✓" };

/** Where an inspection stands today: overdue, due within 30 days, later, or done. */
export function StandingBadge({ standing }: { standing: InspectionStanding }) {
  const { t } = useTranslation();
  return (
    <span className={`status-${standing}`}>
      <span aria-hidden>{MARK[standing]}</span>
      {t(`controlBook.standing.${standing}`)}
    </span>
  );
}
