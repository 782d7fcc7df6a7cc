import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import type { CompetenceRequirement } from "~/api/types";
import { EvidenceLinks, RequiredThrough, StandingTable } from "~/components/competences/requirement-parts";
import { RequirementBadge } from "~/components/competences/requirement-status";
import { formatDate } from "~/lib/format";
import { acquisitionPath } from "./paths";

/** A member's competence requirements: where each comes from, its dates and status, and its evidence. */
export function RequirementsTable({
  memberId,
  requirements,
  canRecord,
}: {
  memberId: number;
  requirements: CompetenceRequirement[];
  canRecord: boolean;
}) {
  const { t, i18n } = useTranslation();
  const date = (value: Date | null) => formatDate(value, i18n.language) || "–";
  return (
    <section className="card" aria-labelledby="requirements-heading">
      <h2 id="requirements-heading" className="text-lg font-semibold">
        {t("members.requirements")}
      </h2>
      {requirements.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t("members.noRequirements")}</p>
      ) : (
        <StandingTable
          caption={t("members.requirements")}
          headers={[
            t("competences.competence"),
            t("competences.statusLabel"),
            t("competences.lastAcquired"),
            t("competences.deadline"),
            t("competences.because"),
            t("competences.evidence"),
          ]}
        >
          {requirements.map((requirement) => (
            <tr key={requirement.competence.id}>
              <td>
                <Link to={`/organization/competences/${requirement.competence.id}`} className="link">
                  {requirement.competence.name}
                </Link>
                <p className="text-xs text-slate-600">{t(`recurrence.${requirement.competence.frequency}`)}</p>
              </td>
              <td>
                <RequirementBadge status={requirement.status} due={requirement.nextDueDate} />
                {canRecord ? (
                  <p className="mt-1">
                    <Link
                      to={acquisitionPath(memberId, requirement.competence.id)}
                      className="link text-xs"
                      aria-label={t("competences.recordNamed", { name: requirement.competence.name })}
                    >
                      {t("competences.record")}
                    </Link>
                  </p>
                ) : null}
              </td>
              <td className="whitespace-nowrap">{date(requirement.lastAcquisitionDate)}</td>
              <td className="whitespace-nowrap">{date(requirement.acquisitionDeadline)}</td>
              <td>
                <RequiredThrough roles={requirement.roles} required={requirement.required} />
              </td>
              <td>
                <EvidenceLinks files={requirement.files} />
              </td>
            </tr>
          ))}
        </StandingTable>
      )}
    </section>
  );
}
