import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/translation";

type Statement = { code: string; statement: string };

/** Statements as codes and their texts; the codes in `marked` carry `mark` beside them (a CMR badge). */
export function StatementCodes({
  statements,
  marked = [],
  mark,
}: {
  statements: Statement[];
  marked?: readonly string[];
  mark?: ReactNode;
}) {
  return (
    <dl className="mt-2 space-y-1 text-sm">
      {statements.map(({ code, statement }) => (
        <div key={code} className="flex gap-3">
          <dt className="w-36 shrink-0 font-mono font-medium wrap-anywhere">
            {code}
            {marked.includes(code) ? <> {mark}</> : null}
          </dt>
          <dd className="min-w-0 wrap-anywhere">{statement}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Hazard or precautionary statements: each code with its official text in the reader's language. */
export function StatementList({ title, statements }: { title: string; statements: Statement[] }) {
  const { t } = useTranslation();
  const id = `statements-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {statements.length ? (
        <StatementCodes statements={statements} />
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t("chemicals.noStatements")}</p>
      )}
    </section>
  );
}
