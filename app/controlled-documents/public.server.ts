import type { LoaderFunctionArgs } from "@remix-run/node";
import { renderMarkdown } from "../../server/domain/markdown";
import { isUpstreamStatus } from "~/api/problem";
import { getVisitor } from "~/auth/visitor.server";
import { passOn } from "~/files/pass-on.server";
import { isLanguage } from "~/i18n/config";
import { fixedT } from "~/i18n/translations.server";
import { formatMomentDate } from "~/lib/format";
import type { DocumentKindScreens } from "./kinds";
import { operationsOf } from "./kinds.server";

/**
 * A public page: the latest published revision in the language asked for (`?lang=`), else the
 * reader's, else the one it was written in. Anything not public answers 404, telling nothing.
 */
export const publicLoader =
  (kind: DocumentKindScreens) =>
  async ({ request, context, params }: LoaderFunctionArgs) => {
    const { api, language } = await getVisitor(request, context);
    const publicId = params.publicId ?? "";
    const asked = new URL(request.url).searchParams.get("lang");
    let document;
    try {
      document = await api.call(operationsOf(kind).publicView, {
        params: { publicId },
        query: { languageAlpha2: isLanguage(asked) ? asked : language },
      });
    } catch (error) {
      if (isUpstreamStatus(error, 404) || isUpstreamStatus(error, 422))
        throw new Response("Not found", { status: 404 });
      throw error;
    }
    // What belongs to the document speaks its language (each language link its own); the frame, the reader's.
    const inDocument = fixedT(document.language);
    return {
      language: document.language,
      languages: document.languages.map((code) => ({ code, name: fixedT(code)(`language.names.${code}`) })),
      title: document.title,
      html: renderMarkdown(document.content),
      revisionLine: inDocument("controlled.publicRevision", {
        revision: document.revision,
        date: formatMomentDate(document.publishedAt, document.language),
      }),
      approvalLine: document.approvedBy.length
        ? inDocument("signOff.publicApproved", {
            names: document.approvedBy
              .map(({ name, decidedAt }) => `${name} (${formatMomentDate(decidedAt, document.language)})`)
              .join(", "),
          })
        : null,
      organization: document.organization.name,
      logo: document.organization.logoFileId
        ? `${kind.path}/${encodeURIComponent(publicId)}/logo?v=${document.organization.logoFileId}`
        : null,
    };
  };

/** The logo on a public page, for anyone who may read the page (no account needed). */
export const publicLogoLoader =
  (kind: DocumentKindScreens) =>
  async ({ request, context, params }: LoaderFunctionArgs) => {
    const { api } = await getVisitor(request, context);
    const path = operationsOf(kind).publicLogo.path.replace("{publicId}", encodeURIComponent(params.publicId ?? ""));
    return passOn(await api.send("GET", path), "public, max-age=86400");
  };
