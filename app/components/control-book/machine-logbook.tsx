import { Link } from "@remix-run/react";
import type { InspectionListItem } from "~/api/types";
import { StandingTable } from "~/components/competences/requirement-parts";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";
import { agreementPath, CONTROL_BOOK, inspectionPath } from "./paths";
import { StandingBadge } from "./standing";

/** A machine's logbook: the inspections its agreements call for, latest first, and where each stands. */
export function MachineLogbook({
  machineId,
  inspections,
  total,
}: {
  machineId: number;
  inspections: InspectionListItem[];
  total: number;
}) {
  const { t, i18n } = useTranslation();
  const date = (value: Date | null) => (value ? formatDate(value, i18n.language) : "");
  return (
    <section className="card" aria-labelledby="logbook-heading">
      <h2 id="logbook-heading" className="text-lg font-semibold">
        {t("controlBook.logbook")}
      </h2>
      {inspections.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t("controlBook.logbookEmpty")}</p>
      ) : (
        <StandingTable
          caption={t("controlBook.logbook")}
          headers={[
            t("controlBook.dueDate"),
            t("controlBook.agreement"),
            t("controlBook.standingLabel"),
            t("controlBook.performed"),
          ]}
        >
          {inspections.map((inspection) => (
            <tr key={inspection.id}>
              <td className="whitespace-nowrap">
                <Link to={inspectionPath(inspection.id)} className="link">
                  {date(inspection.dueDate)}
                </Link>
              </td>
              <td>
                <Link to={agreementPath(inspection.agreement.id)} className="hover:underline">
                  {inspection.agreement.name}
                </Link>
              </td>
              <td>
                <StandingBadge standing={inspection.standing} />
              </td>
              <td>
                {date(inspection.performedAt)}
                {inspection.result ? ` · ${t(`controlBook.results.${inspection.result}`)}` : ""}
              </td>
            </tr>
          ))}
        </StandingTable>
      )}
      {total > inspections.length ? (
        <p className="mt-3 text-sm text-slate-600">
          {t("controlBook.latestShown", { shown: inspections.length, total })}
        </p>
      ) : null}
      {total > 0 ? (
        <p className="mt-3 text-sm">
          <Link to={`${CONTROL_BOOK}?machine=${machineId}`} className="link">
            {t("controlBook.logbookInBook")}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
