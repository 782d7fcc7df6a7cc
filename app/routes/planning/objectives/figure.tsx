import { unitKey, type ObjectiveMeasure, type ObjectiveStanding } from "../../../../server/domain/objectives";
import { decimalsFor, formatFixed } from "~/components/charts/numbers";
import { useTranslation } from "~/i18n/translation";

type Measured = { measure: ObjectiveMeasure; unit: string | null };

/** A figure of an objective with its unit, in the reader's way ("1.234,5 t CO2"); a dash for none. */
export function useFigureText() {
  const { t, i18n } = useTranslation();
  return (value: number | null, objective: Measured) => {
    if (value === null) return "–";
    const key = unitKey(objective.measure);
    const unit = objective.unit ?? (key ? t(key) : "");
    // Counts and whole figures read as whole numbers ("2 accidents", not "2.00").
    const number = formatFixed(value, i18n.language, Number.isInteger(value) ? 0 : decimalsFor(value));
    return unit ? `${number} ${unit}` : number;
  };
}

const STANDING_LOOKS: Record<ObjectiveStanding, string> = {
  ACHIEVED: "bg-emerald-100 text-emerald-900",
  ON_TRACK: "bg-sky-100 text-sky-900",
  BEHIND: "bg-red-100 text-red-900",
  NO_FIGURE: "bg-slate-100 text-slate-800",
};

/** Where an objective stands: its word on a tint that is not its only sign. */
export function StandingBadge({ standing }: { standing: ObjectiveStanding }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-sm font-medium ${STANDING_LOOKS[standing]}`}>
      {t(`objectiveFields.standingOptions.${standing}`)}
    </span>
  );
}
