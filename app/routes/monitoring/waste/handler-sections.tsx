import { Link } from "@remix-run/react";
import type { RecurrencePeriod } from "../../../../server/domain/recurrence";
import type { RegistrationUnit } from "../../../../server/domain/waste-units";
import { useTranslation } from "~/i18n/translation";
import { decimalsFor, formatFixed } from "~/components/charts/numbers";
import { monthOf } from "./handler-parts";
import { WasteTypeName, type WasteTypeLabel } from "./waste-type-name";
import { arrangementPath, handlerPath, statementPath } from "./paths";

export type ArrangementRow = {
  id: number;
  fractionName: string;
  wasteType: WasteTypeLabel;
  registrationUnit: RegistrationUnit;
  container: string | null;
  collectionFrequency: RecurrencePeriod | null;
  treatmentCode: string | null;
  department: string | null;
  active: boolean;
};

const cell = "px-3 py-2 align-top";

/** What the handler takes away: one row per fraction, active ones and ended ones alike. */
export function ArrangementTable({
  handlerId,
  arrangements,
  canEdit,
}: {
  handlerId: number;
  arrangements: ArrangementRow[];
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const headers = ["fractionAndType", "unit", "container", "frequency", "treatment", "department"];
  return (
    <section className="card" aria-labelledby="arrangements-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="arrangements-heading" className="text-lg font-semibold">
          {t("waste.arrangements.title")}
        </h2>
        {canEdit ? (
          <Link to={`${handlerPath(handlerId)}/arrangements/new`} className="button-secondary">
            {t("waste.arrangements.new")}
          </Link>
        ) : null}
      </div>
      {arrangements.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          {t(canEdit ? "waste.arrangements.noneEditor" : "waste.arrangements.none")}
        </p>
      ) : (
        <div className="relative mt-3 overflow-x-auto">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">{t("waste.arrangements.title")}</caption>
            <thead className="bg-slate-50 text-left">
              <tr>
                {headers.map((header) => (
                  <th key={header} scope="col" className={cell}>
                    {t(`waste.arrangements.${header}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {arrangements.map((row) => (
                <tr key={row.id}>
                  {/* The type's official name is long: under the fraction it reads, in a column of its own it wraps word by word. */}
                  <td className={`${cell} min-w-56`}>
                    <Link to={arrangementPath(handlerId, row.id)} className="link">
                      {row.fractionName}
                    </Link>
                    {/* Ended ones are few: marked where the eye already is, not in a column that scrolls away. */}
                    {row.active ? null : (
                      <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">
                        {t("waste.arrangements.ended")}
                      </span>
                    )}
                    <div className="text-xs text-slate-600">
                      <WasteTypeName type={row.wasteType} />
                    </div>
                  </td>
                  <td className={cell}>{t(`waste.units.${row.registrationUnit}`)}</td>
                  <td className={cell}>{row.container ?? ""}</td>
                  <td className={cell}>{row.collectionFrequency ? t(`recurrence.${row.collectionFrequency}`) : ""}</td>
                  <td className={cell}>{row.treatmentCode ?? ""}</td>
                  <td className={cell}>{row.department ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export type StatementRow = {
  id: number;
  performedAt: Date | string;
  lines: number;
  tonnes: number;
  estimatedLines: number;
};

/** The handler's monthly statements, newest first, each opening its lines to change. */
export function StatementList({
  handlerId,
  statements,
  months,
  canEdit,
}: {
  handlerId: number;
  statements: StatementRow[];
  /** How many there are; those shown may be the newest only. */
  months: number;
  canEdit: boolean;
}) {
  const { t, i18n } = useTranslation();
  const decimals = decimalsFor(Math.max(0, ...statements.map((row) => row.tonnes)));
  const figure = `${cell} whitespace-nowrap text-right tabular-nums`;
  return (
    <section className="card" aria-labelledby="statements-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="statements-heading" className="text-lg font-semibold">
          {t("waste.handlers.statements")}
        </h2>
        {canEdit ? (
          <Link to={`${handlerPath(handlerId)}/registrations/new`} className="button-secondary">
            {t("waste.handlers.registerMonth")}
          </Link>
        ) : null}
      </div>
      {statements.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t("waste.handlers.noStatements")}</p>
      ) : (
        <div className="relative mt-3 overflow-x-auto">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">{t("waste.handlers.statements")}</caption>
            <thead className="bg-slate-50 text-left">
              <tr>
                <th scope="col" className={cell}>
                  {t("waste.handlers.month")}
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  {t("waste.handlers.lines")}
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  {t("waste.handlers.tonnes")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {statements.map((row) => (
                <tr key={row.id}>
                  <td className={`${cell} whitespace-nowrap`}>
                    {canEdit ? (
                      <Link to={statementPath(handlerId, row.id)} className="link">
                        {monthOf(row.performedAt, i18n.language)}
                      </Link>
                    ) : (
                      monthOf(row.performedAt, i18n.language)
                    )}
                  </td>
                  <td className={figure}>
                    {row.lines}
                    {row.estimatedLines > 0 ? (
                      <span className="text-slate-600">
                        {" "}
                        ({t("waste.handlers.estimatedLines", { count: row.estimatedLines })})
                      </span>
                    ) : null}
                  </td>
                  <td className={figure}>{formatFixed(row.tonnes, i18n.language, decimals)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {months > statements.length ? (
        <p className="mt-3 text-sm">
          <Link to="?months=all" className="link">
            {t("waste.handlers.allMonths", { count: months })}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
