import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { LANGUAGES } from "~/i18n/config";

/** A plain form post, so the language can be changed without JavaScript too. */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  return (
    <Form
      method="post"
      action="/resources/language"
      className={`flex items-center gap-1 ${className}`}
      aria-label={t("language.label")}
    >
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="submit"
          name="language"
          value={language}
          lang={language}
          aria-current={i18n.language === language ? "true" : undefined}
          className="rounded px-2 py-1 text-sm text-slate-700 hover:bg-slate-100 aria-[current=true]:font-semibold aria-[current=true]:text-primary-800 aria-[current=true]:underline"
        >
          {t(`language.names.${language}`)}
        </button>
      ))}
    </Form>
  );
}
