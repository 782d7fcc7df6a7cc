import type { LoaderFunctionArgs } from "@remix-run/node";
import { isLanguage } from "~/i18n/config";
import { resources, translationVersions } from "~/i18n/translations.server";

/** /assets/i18n/{lang}.json: one language's translations, cached for good when asked for by version. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const language = params.file?.replace(/\.json$/, "");
  if (!isLanguage(language)) throw new Response("Not found", { status: 404 });
  const version = new URL(request.url).searchParams.get("v");
  const cache = version === translationVersions[language] ? "public, max-age=31536000, immutable" : "no-cache";
  return new Response(JSON.stringify(resources[language]), {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": cache },
  });
}
