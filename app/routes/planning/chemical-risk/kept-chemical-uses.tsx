import { Link } from "@remix-run/react";
import type { RiskLevel } from "../../../../server/domain/risks";
import { useTranslation } from "~/i18n/translation";

type Use = { id: number; name: string; department: { name: string } | null; level: RiskLevel };

/** A kept chemical's work processes, each with its risk; one used in none is flagged as not assessed. */
export function KeptChemicalUses({ uses, canEdit }: { uses: Use[]; canEdit: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="card space-y-3" aria-labelledby="work-processes-heading">
      <h2 id="work-processes-heading" className="text-lg font-semibold">
        {t("workProcesses.keptChemical.heading")}
      </h2>
      {uses.length ? (
        <ul className="space-y-1">
          {uses.map((use) => (
            <li key={use.id}>
              <Link to={`/planning/chemical-risk/${use.id}`} className="link">
                {use.name}
              </Link>
              {use.department ? ` · ${use.department.name}` : ""} · {t(`workProcesses.levelOptions.${use.level}`)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded bg-amber-50 p-3 text-sm font-medium text-amber-900 ring-1 ring-amber-300">
          ⚠ {t("workProcesses.keptChemical.none")}
        </p>
      )}
      {canEdit ? (
        <Link to="/planning/chemical-risk" className="link text-sm">
          {t("workProcesses.keptChemical.assess")}
        </Link>
      ) : null}
    </section>
  );
}
