import { Link } from "@remix-run/react";
import type { CoStorageFinding } from "~/api/types";
import { useTranslation } from "~/i18n/translation";

/** One pair at a storage location: what TRGS 510 says about keeping them together, and why. */
export function CoStorageFindingItem({ finding }: { finding: CoStorageFinding }) {
  const { t } = useTranslation();
  const names = {
    first: finding.first.chemical.name,
    firstClass: finding.first.storageClass,
    second: finding.second.chemical.name,
    secondClass: finding.second.storageClass,
  };
  const urgent = finding.verdict !== "restricted";
  return (
    <li className={`rounded p-2 ring-1 ${urgent ? "bg-red-50 ring-red-300" : "bg-amber-50 ring-amber-300"}`}>
      <strong>
        {finding.reaction
          ? t(`myChemicals.reactions.${finding.reaction}`, names)
          : t(`myChemicals.verdicts.${finding.verdict}`, names)}
      </strong>
      {finding.footnote !== null ? (
        <p className="mt-1 text-sm">
          {t("myChemicals.footnote", { number: finding.footnote })} <span lang="de">{finding.footnoteDe}</span>
        </p>
      ) : null}
    </li>
  );
}

/** The findings of one kept chemical at its location, where the form that put it there leads. */
export function LocationFindings({ location, findings }: { location: string; findings: CoStorageFinding[] }) {
  const { t } = useTranslation();
  return (
    <section className="card mb-6 space-y-3 ring-2 ring-red-300" aria-labelledby="findings-heading">
      <h2 id="findings-heading" className="text-lg font-semibold">
        {t("myChemicals.findingsHere", { location })}
      </h2>
      <ul className="space-y-2">
        {findings.map((finding) => (
          <CoStorageFindingItem
            key={`${finding.first.associationId}-${finding.second.associationId}-${finding.verdict}`}
            finding={finding}
          />
        ))}
      </ul>
      <Link to={`/chemicals/my-chemicals/co-storage?location=${encodeURIComponent(location)}`} className="link">
        {t("myChemicals.checkCoStorage")}
      </Link>
    </section>
  );
}
