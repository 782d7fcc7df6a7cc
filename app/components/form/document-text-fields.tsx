import { TEXT_LANGUAGES } from "~/lib/document-texts";
import { useTranslation } from "~/i18n/translation";
import { TextAreaField, TextField } from "./field";
import type { FieldState } from "./form-state";
import { MarkdownPreview } from "./markdown-preview";

type TextFieldName = "titleEn" | "contentEn" | "titleDa" | "contentDa";
const suffix = { en: "En", da: "Da" } as const;

/** A document's title and Markdown content, one fieldset per language, each with its preview. */
export function DocumentTextFields({
  fields,
  preview,
}: {
  fields: Record<TextFieldName, FieldState>;
  preview?: Record<"en" | "da", string>;
}) {
  const { t } = useTranslation();
  return (
    <>
      {TEXT_LANGUAGES.map((language) => (
        <fieldset key={language} className="card space-y-4" lang={language}>
          <legend className="text-lg font-semibold">{t(`controlled.language.${language}`)}</legend>
          <TextField field={fields[`title${suffix[language]}`]} label={t("controlled.titleField")} maxLength={300} />
          <TextAreaField
            field={fields[`content${suffix[language]}`]}
            label={t("controlled.content")}
            hint={t("controlled.contentHint")}
            rows={14}
          />
          <MarkdownPreview
            fieldId={fields[`content${suffix[language]}`].id}
            label={t("controlled.previewOf", { language: t(`controlled.language.${language}`) })}
            rendered={preview?.[language]}
          />
        </fieldset>
      ))}
    </>
  );
}
