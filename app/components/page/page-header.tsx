import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/translation";
import { SubmitButton } from "~/components/form/submit-button";

type Crumb = { label: string; to?: string };

/**
 * The top of every page: where it sits, its title, and its actions. Detail pages use it in view mode
 * (an Edit link when the user may edit) and edit mode (the form's own Save and Cancel).
 */
export function PageHeader({
  title,
  crumbs = [],
  actions,
  description,
}: {
  title: string;
  crumbs?: Crumb[];
  actions?: ReactNode;
  description?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <header className="mb-6">
      {crumbs.length ? (
        <nav aria-label={t("page.breadcrumbs")} className="mb-1 text-sm text-slate-600">
          <ol className="flex flex-wrap items-center gap-1">
            {crumbs.map((crumb, index) => (
              <li key={`${crumb.label}-${index}`} className="flex items-center gap-1">
                {crumb.to ? (
                  <Link to={crumb.to} className="hover:underline">
                    {crumb.label}
                  </Link>
                ) : (
                  <span>{crumb.label}</span>
                )}
                <span aria-hidden>/</span>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-3">
        {/* A long Danish compound in an act's title must wrap, not push the page sideways on a phone. */}
        <h1 className="min-w-0 text-2xl font-bold tracking-tight wrap-anywhere hyphens-auto text-slate-900">{title}</h1>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {description ? <div className="mt-1 text-sm text-slate-600">{description}</div> : null}
    </header>
  );
}

/** The view-mode action of a detail page: to its edit route, for those who may edit. */
export function EditLink({ to, allowed }: { to: string; allowed: boolean }) {
  const { t } = useTranslation();
  if (!allowed) return null;
  return (
    <Link to={to} className="button-primary">
      {t("page.edit")}
    </Link>
  );
}

/** The edit-mode actions: save submits the form, cancel returns to the view. */
export function EditActions({ cancelTo, formId }: { cancelTo: string; formId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Link to={cancelTo} className="button-secondary">
        {t("page.cancel")}
      </Link>
      <SubmitButton form={formId} className="button-primary">
        {t("page.save")}
      </SubmitButton>
    </>
  );
}

/** A definition list for view mode: label and value side by side on wide screens. */
export function DetailList({ items }: { items: { label: string; value: ReactNode }[] }) {
  const { t } = useTranslation();
  return (
    <dl className="divide-y divide-slate-100">
      {items.map((item) => (
        <div key={item.label} className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
          <dt className="text-sm font-medium text-slate-600">{item.label}</dt>
          <dd className="min-w-0 text-sm wrap-anywhere text-slate-900 sm:col-span-2">
            {item.value ?? <span className="text-slate-600 italic">{t("page.empty")}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
