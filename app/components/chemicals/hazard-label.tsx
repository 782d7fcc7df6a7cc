import type { DangerCode } from "../../../server/domain/danger-code";
import type { SignalWord } from "../../../server/domain/hazard-labels";
import { useTranslation } from "~/i18n/translation";

/** The signal words as CLP writes them: the data has them in English (and German) only. */
export const SIGNAL_WORD_EN: Record<SignalWord, string | null> = { NORMAL: null, WARNING: "Warning", DANGER: "Danger" };

/** A pictogram as a loader gives it (`pictogramsNamed`): the names stay on the server with their data. */
export type NamedPictogram = { code: string; name: string };

/**
 * The GHS pictograms, each with its code; the name is English only (the data has no Danish), so it
 * is marked as English for screen readers.
 */
export function Pictograms({
  pictograms,
  size = 48,
  compact = false,
  label,
}: {
  pictograms: NamedPictogram[];
  size?: number;
  /** For a register's row: the images in one line, the codes for screen readers only. */
  compact?: boolean;
  /** The list's name where a page shows more than one label. */
  label?: string;
}) {
  const { t } = useTranslation();
  if (pictograms.length === 0) return <span className="text-sm text-slate-600">{t("chemicals.noPictograms")}</span>;
  if (compact) return <CompactPictograms pictograms={pictograms} size={size} />;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label ?? t("chemicals.pictograms")}>
      {pictograms.map(({ code, name }) => (
        <li key={code} className="flex flex-col items-center text-xs text-slate-700">
          <img src={`/pictograms/${code}.svg`} alt="" width={size} height={size} />
          <span>
            {code}
            <span className="sr-only" lang="en">
              {` ${name}`}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function CompactPictograms({ pictograms, size }: { pictograms: NamedPictogram[]; size: number }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-0.5" aria-label={t("chemicals.pictograms")}>
      {pictograms.map(({ code, name }) => (
        <li key={code}>
          <img src={`/pictograms/${code}.svg`} alt="" width={size} height={size} title={code} className="max-w-none" />
          <span className="sr-only">
            {code}
            <span lang="en">{` ${name}`}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The CLP signal word as the regulation writes it: the data has it in English (and German) only. */
export function SignalWordText({ signalWord }: { signalWord: SignalWord }) {
  const { t } = useTranslation();
  const word = SIGNAL_WORD_EN[signalWord];
  if (!word) return <span className="text-slate-600">{t("chemicals.noSignalWord")}</span>;
  return (
    <strong lang="en" className={signalWord === "DANGER" ? "text-red-800" : "text-amber-800"}>
      {word}
    </strong>
  );
}

const DANGER_STYLE: Record<DangerCode, string> = {
  GREEN: "bg-green-100 text-green-900 ring-green-700",
  YELLOW: "bg-amber-100 text-amber-900 ring-amber-700",
  RED: "bg-red-100 text-red-900 ring-red-700",
};

/** The danger code colour as a badge: the colour and its word, never the colour alone. */
export function DangerBadge({ code }: { code: DangerCode }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center gap-1 rounded px-2 py-0.5 text-sm font-medium ring-1 ${DANGER_STYLE[code]}`}
    >
      <span aria-hidden="true" className="inline-block h-2.5 w-2.5 rounded-full bg-current" />
      {t(`chemicals.dangerCodes.${code}`)}
    </span>
  );
}
