/** The languages a policy, procedure or template is written in, in the order their fields show. */
export const TEXT_LANGUAGES = ["en", "da"] as const;

/** A document's title in the reader's language, else in the other one. */
export const documentTitle = (titles: { en?: string | null; da?: string | null }, language: string) =>
  (language === "da" ? (titles.da ?? titles.en) : (titles.en ?? titles.da)) ?? "";

type Texts = Partial<Record<"en" | "da", { title: string; content: string }>>;

/** A document's titles from its texts, as lists name them. */
export const titlesOf = (texts: Texts) => ({ en: texts.en?.title, da: texts.da?.title });

/** A form's default values for a document's texts (the fields of `DocumentTextFields`). */
export const textValues = (texts: Texts = {}) => ({
  titleEn: texts.en?.title ?? "",
  contentEn: texts.en?.content ?? "",
  titleDa: texts.da?.title ?? "",
  contentDa: texts.da?.content ?? "",
});
