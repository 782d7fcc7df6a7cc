import { Link } from "@remix-run/react";
import { UTILITY_TYPES } from "../../../../server/domain/units";
import { useTranslation } from "~/i18n/translation";
import { newFactorPath } from "./paths";

/**
 * "New factor": the utility type comes first, as the factor's units follow from it. A disclosure of
 * links, so it opens and leads on without script.
 */
export function NewFactorMenu() {
  const { t } = useTranslation();
  return (
    <details className="group relative">
      <summary className="button-primary cursor-pointer list-none [&::-webkit-details-marker]:hidden">
        {t("adminEmissionFactors.new")}
      </summary>
      <nav
        aria-label={t("adminEmissionFactors.chooseType")}
        className="absolute right-0 z-20 mt-1 w-64 max-w-[calc(100vw-2rem)] rounded-md bg-white p-2 shadow-lg ring-1 ring-slate-200"
      >
        <p className="px-2 pb-1 text-xs font-medium text-slate-600">{t("adminEmissionFactors.chooseType")}</p>
        <ul>
          {UTILITY_TYPES.map((type) => (
            <li key={type}>
              <Link
                to={newFactorPath(type)}
                className="block rounded px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-100"
              >
                {t(`utilityType.${type}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
