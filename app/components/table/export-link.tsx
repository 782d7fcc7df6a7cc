import { useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";

/** A CSV of what the list shows: the export route gets the list's own filters and sorting. */
export function ExportLink({ to, extra = "" }: { to: string; extra?: string }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const query = [search.replace(/^\?/, ""), extra].filter(Boolean).join("&");
  return (
    <a href={query ? `${to}?${query}` : to} className="button-secondary" download>
      {t("table.exportCsv")}
    </a>
  );
}
