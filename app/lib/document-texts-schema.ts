import type { z } from "zod";
import { optionalText } from "~/lib/form-schema";

const MAX_CONTENT = 100_000;

/**
 * A document's texts as a form has them, a title and Markdown content per language (`titleEn`,
 * `contentEn`, …): a language counts once either field is filled, and then needs its title; at least
 * one language is needed (`checkTexts`). `withTexts` turns them into the API's `texts`.
 */
export const textFields = {
  titleEn: optionalText(300),
  contentEn: optionalText(MAX_CONTENT),
  titleDa: optionalText(300),
  contentDa: optionalText(MAX_CONTENT),
};

type TextValues = {
  titleEn: string | null;
  contentEn: string | null;
  titleDa: string | null;
  contentDa: string | null;
};

export function checkTexts(value: TextValues, context: z.RefinementCtx) {
  const languages = [
    { title: "titleEn", filled: value.titleEn || value.contentEn, hasTitle: value.titleEn },
    { title: "titleDa", filled: value.titleDa || value.contentDa, hasTitle: value.titleDa },
  ];
  if (!languages.some((language) => language.filled)) {
    context.addIssue({ code: "custom", path: ["titleEn"], message: "validation.textNeeded" });
  }
  for (const language of languages) {
    if (language.filled && !language.hasTitle) {
      context.addIssue({ code: "custom", path: [language.title], message: "validation.required" });
    }
  }
}

export function withTexts<T extends TextValues>({ titleEn, contentEn, titleDa, contentDa, ...rest }: T) {
  return {
    ...rest,
    texts: {
      ...(titleEn ? { en: { title: titleEn, content: contentEn ?? "" } } : {}),
      ...(titleDa ? { da: { title: titleDa, content: contentDa ?? "" } } : {}),
    },
  };
}
