import { useTranslation } from "~/i18n/translation";

type Standing = {
  organization: { id: number; name: string };
  obligations: number;
  onTime: number;
  overdue: number;
  never: number;
  compliant: number;
  partlyCompliant: number;
  notCompliant: number;
  withoutAction: number;
};

const COUNTS = [
  "obligations",
  "onTime",
  "overdue",
  "never",
  "compliant",
  "partlyCompliant",
  "notCompliant",
  "withoutAction",
] as const;

/** The share of a count in whole percent, or nothing where there is nothing to share. */
const share = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)} %` : "");

/**
 * Per organization (the active one and those below it): its obligations evaluated on time, overdue,
 * never, by the newest result, and shortfalls no action answers. A table: the figures are the point.
 */
export function OrganizationStandings({ standings }: { standings: Standing[] }) {
  const { t } = useTranslation();
  return (
    <section className="card mt-6 min-w-0">
      <h2 id="standings-heading" className="text-lg font-semibold">
        {t("complianceEvaluation.byOrganization")}
      </h2>
      {/* Wider than a phone: the table scrolls, and a keyboard reaches the scrolling (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus */}
      <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-labelledby="standings-heading">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("complianceEvaluation.byOrganization")}</caption>
          <thead>
            <tr>
              <th scope="col" className="p-2">
                {t("complianceEvaluation.organization")}
              </th>
              {COUNTS.map((name) => (
                <th key={name} scope="col" className="p-2 text-right">
                  {t(`complianceEvaluation.counts.${name}`)}
                </th>
              ))}
              <th scope="col" className="p-2 text-right">
                {t("complianceEvaluation.counts.onTimeShare")}
              </th>
            </tr>
          </thead>
          <tbody>
            {/* Organizations without a legal register of their own (most departments) are left out. */}
            {standings
              .filter((row, index) => index === 0 || row.obligations > 0)
              .map((row) => (
                <tr key={row.organization.id} className="border-t border-slate-200">
                  <th scope="row" className="p-2 font-medium">
                    {row.organization.name}
                  </th>
                  {COUNTS.map((name) => (
                    <td key={name} className="p-2 text-right tabular-nums">
                      {row[name]}
                    </td>
                  ))}
                  <td className="p-2 text-right tabular-nums">{share(row.onTime, row.obligations)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
