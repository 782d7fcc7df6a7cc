import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { withParams } from "~/lib/list-query";

/** Previous and next links for a list paged through the URL's `page` (from 1); nothing for one page. */
export function Pager({ page, total, pageSize }: { page: number; total: number; pageSize: number }) {
  const { t } = useTranslation();
  const { search: here } = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={t("table.pagination")}
      className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-3 text-sm"
    >
      <p className="text-slate-700">{page <= pages ? t("table.showing", { first, last, total }) : null}</p>
      <div className="flex items-center gap-2">
        {page > 1 ? (
          <Link to={withParams(here, { page: Math.min(page - 1, pages) })} className="button-secondary py-1">
            {t("table.previous")}
          </Link>
        ) : null}
        <span className="text-slate-700">{t("table.pageOf", { page: Math.min(page, pages), pages })}</span>
        {page < pages ? (
          <Link to={withParams(here, { page: page + 1 })} className="button-secondary py-1">
            {t("table.next")}
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
