import { useTranslation } from "~/i18n/translation";

/** Hazard or precautionary statements: each code with its official text in the reader's language. */
export function StatementList({
  title,
  statements,
}: {
  title: string;
  statements: { code: string; statement: string }[];
}) {
  const { t } = useTranslation();
  const id = `statements-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {statements.length ? (
        <dl className="mt-2 space-y-1 text-sm">
          {statements.map(({ code, statement }) => (
            <div key={code} className="flex gap-3">
              <dt className="w-36 shrink-0 font-mono font-medium wrap-anywhere">{code}</dt>
              <dd className="min-w-0 wrap-anywhere">{statement}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t("chemicals.noStatements")}</p>
      )}
    </section>
  );
}
