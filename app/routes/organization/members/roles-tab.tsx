import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import type { Role } from "~/api/types";

/** The roles: what each requires and who holds it. Few per organization, so not paged. */
export function RolesTab({ roles, can }: { roles: Role[]; can: { manage: boolean } }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t("members.tab.roles")}>
      {can.manage ? (
        <div className="mb-3 flex justify-end">
          <Link to="/organization/roles/new" className="button-primary">
            {t("roles.new")}
          </Link>
        </div>
      ) : null}
      {roles.length === 0 ? (
        <p className="card text-slate-700">{can.manage ? t("roles.noneManager") : t("roles.none")}</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {roles.map((role) => (
            <li key={role.id} id={`role-${role.id}`} className="card">
              <div className="flex items-start justify-between gap-2">
                <h2 className="text-lg font-semibold wrap-anywhere">{role.name}</h2>
                {can.manage ? (
                  <Link
                    to={`/organization/roles/${role.id}/edit`}
                    className="link text-sm"
                    aria-label={t("roles.editNamed", { name: role.name })}
                  >
                    {t("page.edit")}
                  </Link>
                ) : null}
              </div>
              {role.description ? <p className="mt-1 text-sm text-slate-700">{role.description}</p> : null}
              <h3 className="mt-3 text-sm font-medium text-slate-800">{t("roles.requires")}</h3>
              <p className="text-sm text-slate-700">
                {role.competences.length
                  ? role.competences.map((competence) => competence.name).join(", ")
                  : t("roles.requiresNothing")}
              </p>
              <h3 className="mt-3 text-sm font-medium text-slate-800">{t("roles.heldBy")}</h3>
              {role.assignedMembers.length ? (
                <ul className="flex flex-wrap gap-x-3 text-sm">
                  {role.assignedMembers.map((member) => (
                    <li key={member.id}>
                      <Link to={`/organization/members/${member.id}`} className="link">
                        {member.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-slate-700">{t("roles.heldByNobody")}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
