import { describe, expect, it } from "vitest";
import { createInstance } from "i18next";
import { resources } from "../../app/i18n/translations.server";
import { LANGUAGES, missingKeyMarker, type Language } from "../../app/i18n/config";
import { translate, type Translations } from "../../app/i18n/translate";

/** i18next, as the reference the product's translator must match. */
function i18nextT(language: Language) {
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    parseMissingKeyHandler: missingKeyMarker,
    resources: { [language]: { translation: resources[language] } },
    initImmediate: false,
  });
  return instance.t;
}

/** Every leaf key of a translation file, with plural suffixes folded into the key they belong to. */
function keysOf(node: Translations, prefix = ""): string[] {
  return Object.entries(node).flatMap(([name, value]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === "object" && value !== null) return keysOf(value as Translations, key);
    return [key.replace(/_(zero|one|two|few|many|other)$/, "")];
  });
}

const placeholders = (text: string) => [...text.matchAll(/{{(.+?)}}/g)].map(([, name]) => name!.trim());

describe("the translator pages render with", () => {
  for (const language of LANGUAGES) {
    it(`gives what i18next gives for every ${language} key, with and without values`, () => {
      const translations = resources[language] as Translations;
      const t = i18nextT(language);
      const keys = [...new Set(keysOf(translations))];
      expect(keys.length).toBeGreaterThan(100);
      const all = JSON.stringify(translations);
      const names = [...new Set(placeholders(all))].filter((name) => name !== "count");
      const values = Object.fromEntries(names.map((name, index) => [name, `value ${index}`]));
      for (const key of keys) {
        expect(translate(translations, language, key), key).toBe(t(key));
        expect(translate(translations, language, key, values), key).toBe(t(key, values));
        for (const count of [0, 1, 2, 5, 21]) {
          expect(translate(translations, language, key, { ...values, count }), `${key} ${count}`).toBe(
            t(key, { ...values, count }),
          );
        }
      }
    });
  }

  it("shows a missing key or a missing value the way i18next does", () => {
    const t = i18nextT("en");
    const translations = resources.en as Translations;
    for (const key of ["no.such.key", "table.showing.deeper"]) {
      expect(translate(translations, "en", key)).toBe(t(key));
    }
    expect(translate(translations, "en", "table.showing", { first: 1 })).toBe(t("table.showing", { first: 1 }));
  });
});
