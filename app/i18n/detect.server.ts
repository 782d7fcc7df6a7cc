import { createCookie } from "@remix-run/node";
import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from "./config";

/** The anonymous visitor's chosen language; a logged-in user's preference lives in their session. */
export const languageCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

const detector = new RemixI18Next({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    cookie: languageCookie,
    order: ["cookie", "header"],
  },
});

/** The user's preference when logged in, then the cookie, then Accept-Language. */
export async function detectLanguage(request: Request, preference?: string | null): Promise<Language> {
  if (isLanguage(preference)) return preference;
  const detected = await detector.getLocale(request);
  return isLanguage(detected) ? detected : DEFAULT_LANGUAGE;
}
