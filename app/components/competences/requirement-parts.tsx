import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/translation";
import { RequirementBadge, type RequirementStatus } from "./requirement-status";

/** A small table of requirements (a member's, a competence's): the header row and the rows given. */
export function StandingTable({
  caption,
  headers,
  children,
}: {
  caption: string;
  headers: string[];
  children: ReactNode;
}) {
  return (
    <div className="relative mt-3 overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm [&_td]:px-3 [&_td]:py-2 [&_td]:align-top">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-left">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-medium">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

/**
 * A requirement's status; for those who may record, a link to recording an acquisition, named in full
 * (a list of links that all read "Valid" would say nothing).
 */
export function StatusLink({
  status,
  due,
  record,
  plain,
}: {
  status: RequirementStatus;
  due?: Date | string | null;
  record?: { to: string; member: string; competence: string };
  /** A plain anchor, for a table inside `PlainLinks`. */
  plain?: boolean;
}) {
  const { t } = useTranslation();
  const badge = <RequirementBadge status={status} due={due} />;
  if (!record) return badge;
  const label = t("competences.recordFor", {
    member: record.member,
    competence: record.competence,
    status: t(`competences.status.${status}`),
  });
  return plain ? (
    <a href={record.to} aria-label={label}>
      {badge}
    </a>
  ) : (
    <Link to={record.to} aria-label={label}>
      {badge}
    </Link>
  );
}

/** Why a member must hold a competence: the roles that require it, and their own requirement. */
export function RequiredThrough({ roles, required }: { roles: { name: string }[]; required: boolean }) {
  const { t } = useTranslation();
  return <>{[...roles.map((role) => role.name), ...(required ? [t("competences.directly")] : [])].join(", ")}</>;
}

/** Certificates and other evidence, each a download. */
export function EvidenceLinks({ files }: { files: { id: number; name: string }[] }) {
  return (
    <>
      {files.map((file) => (
        <a key={file.id} href={`/files/${file.id}/download`} className="link block wrap-anywhere" download>
          {file.name}
        </a>
      ))}
    </>
  );
}
