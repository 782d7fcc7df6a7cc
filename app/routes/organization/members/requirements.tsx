import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import type { CompetenceRequirement } from "~/api/types";
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
        <div className="relative mt-3 overflow-x-auto">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">{t("members.requirements")}</caption>
            <thead className="bg-slate-50 text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("competences.competence")}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("competences.statusLabel")}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("competences.lastAcquired")}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("competences.deadline")}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("competences.because")}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("competences.evidence")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {requirements.map((requirement) => (
                <tr key={requirement.competence.id}>
                  <td className="px-3 py-2 align-top">
                    <Link to={`/organization/competences/${requirement.competence.id}`} className="link">
                      {requirement.competence.name}
                    </Link>
                    <p className="text-xs text-slate-600">{t(`recurrence.${requirement.competence.frequency}`)}</p>
                  </td>
                  <td className="px-3 py-2 align-top">
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
                  <td className="px-3 py-2 align-top whitespace-nowrap">{date(requirement.lastAcquisitionDate)}</td>
                  <td className="px-3 py-2 align-top whitespace-nowrap">{date(requirement.acquisitionDeadline)}</td>
                  <td className="px-3 py-2 align-top">
                    {[
                      ...requirement.roles.map((role) => role.name),
                      ...(requirement.required ? [t("competences.directly")] : []),
                    ].join(", ")}
                  </td>
                  <td className="px-3 py-2 align-top">
                    {requirement.files.map((file) => (
                      <a
                        key={file.id}
                        href={`/files/${file.id}/download`}
                        className="link block wrap-anywhere"
                        download
                      >
                        {file.name}
                      </a>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
