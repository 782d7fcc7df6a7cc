import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";

export type SentSheetItem = {
  id: number;
  fileName: string;
  language: string;
  lastRevisionDate: Date | string;
  organization: string;
  href: string;
};

/** Safety data sheets organizations received from their suppliers, each with its download and, for its keeper, an action. */
export function SentSheetList({
  sheets,
  removeParam,
  action,
}: {
  sheets: SentSheetItem[];
  removeParam?: string;
  action?: (sheet: SentSheetItem) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  if (sheets.length === 0) return <p className="text-slate-600">{t("myChemicals.noSentSheets")}</p>;
  return (
    <ul className="space-y-2">
      {sheets.map((sheet) => (
        <li key={sheet.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <a href={sheet.href} className="link wrap-anywhere" download>
            {sheet.fileName}
          </a>
          <span className="text-slate-700">
            {t("myChemicals.sentSheetRevised", {
              organization: sheet.organization,
              language: sheet.language,
              date: formatDate(sheet.lastRevisionDate, i18n.language),
            })}
          </span>
          {removeParam ? (
            <Link to={`?${removeParam}=${sheet.id}`} className="text-sm text-red-800 underline">
              {t("myChemicals.removeSentSheet")}
              <span className="sr-only"> {sheet.fileName}</span>
            </Link>
          ) : null}
          {action?.(sheet)}
        </li>
      ))}
    </ul>
  );
}
