import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { WasteTypeName, type WasteTypeLabel } from "./waste-type-name";

export type WasteTypeMatches = { q: string; total: number; matches: (WasteTypeLabel & { id: number })[] };

/**
 * The first step of choosing a waste type: the List of Waste has hundreds of entries, too many for a
 * select, so a search whose results link to the form with the choice in the address. `keep` are
 * parameters the search carries along (the edit screen's `change`).
 */
export function WasteTypeSearch({ found, keep = {} }: { found: WasteTypeMatches; keep?: Record<string, string> }) {
  const { t } = useTranslation();
  return (
    <>
      <Form method="get" className="card mb-4 flex flex-wrap items-end gap-3" role="search">
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label className="block">
          <span className="block text-sm font-medium">{t("waste.arrangements.findLabel")}</span>
          <input type="search" name="q" defaultValue={found.q} className="input mt-1 w-72 max-w-full" />
        </label>
        <button type="submit" className="button-primary">
          {t("waste.arrangements.find")}
        </button>
      </Form>
      <section className="card" aria-labelledby="matches-heading">
        <h2 id="matches-heading" className="text-lg font-semibold">
          {found.q ? t("waste.arrangements.matches", { count: found.total }) : t("waste.arrangements.findFirst")}
        </h2>
        {found.q && found.matches.length === 0 ? (
          <p className="mt-2 text-slate-700">{t("waste.arrangements.noTypeFound")}</p>
        ) : null}
        {found.matches.length > 0 ? (
          <ul className="mt-2 divide-y divide-slate-200">
            {found.matches.map((type) => (
              <li key={type.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0">
                  <WasteTypeName type={type} />
                </span>
                <Link to={`?wasteTypeId=${type.id}`} className="button-secondary">
                  {t("waste.arrangements.choose")}
                  <span className="sr-only"> {type.codeDisplay}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {found.total > found.matches.length ? (
          <p className="mt-2 text-sm text-slate-700">{t("waste.arrangements.narrowSearch")}</p>
        ) : null}
      </section>
    </>
  );
}
