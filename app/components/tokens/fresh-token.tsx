import { useTranslation } from "~/i18n/translation";

/** The text of the token just made: this page is the only place it is ever shown. */
export function FreshToken({ token }: { token: string }) {
  const { t } = useTranslation();
  return (
    <section className="card space-y-2 border-2 border-amber-400" aria-labelledby="fresh-heading">
      <h2 id="fresh-heading" className="text-lg font-semibold">
        {t("apiTokens.freshTitle")}
      </h2>
      <p className="text-sm">{t("apiTokens.freshHint")}</p>
      <label htmlFor="fresh-token" className="sr-only">
        {t("apiTokens.freshTitle")}
      </label>
      <input id="fresh-token" readOnly value={token} className="input font-mono text-sm" spellCheck={false} />
    </section>
  );
}
