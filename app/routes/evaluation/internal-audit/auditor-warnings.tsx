import type { AuditorWarning } from "../../../../server/domain/internal-audits";
import { useTranslation } from "~/i18n/translation";

/** The auditors to check before the audit: competence from the matrix, independence from the department. */
export function AuditorWarnings({ warnings }: { warnings: { member: { name: string }; kind: AuditorWarning }[] }) {
  const { t } = useTranslation();
  if (warnings.length === 0) return null;
  return (
    <section
      className="rounded-md bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200"
      aria-labelledby="warnings-heading"
    >
      <h2 id="warnings-heading" className="font-semibold">
        {t("internalAudits.warnings")}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {warnings.map((warning) => (
          <li key={`${warning.member.name}-${warning.kind}`}>
            {t(`internalAudits.warningOptions.${warning.kind}`, { name: warning.member.name })}
          </li>
        ))}
      </ul>
    </section>
  );
}
