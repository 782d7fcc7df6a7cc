import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { renderMarkdown } from "../../server/domain/markdown";
import { businessToday } from "../../server/domain/recurrence";
import { requireRouteAccess } from "~/auth/guards.server";
import { optionalText, requiredDate, version } from "~/lib/form-schema";
import { requireId, submitForm } from "~/lib/route.server";
import {
  type DocumentKindScreens,
  documentPath,
  LANGUAGES,
  PUBLIC_INTENT,
  PUBLISH_INTENT,
  REVIEW_INTENT,
} from "./kinds";
import { operationsOf, routeOf } from "./kinds.server";

const publishSchema = z.object({
  change: z.enum(["MAJOR", "MINOR"], "validation.invalid").default("MINOR"),
  changeNote: optionalText(2000),
  lastModifiedDate: version,
});
const reviewSchema = z.object({
  reviewedOn: requiredDate("happened"),
  note: optionalText(2000),
  lastModifiedDate: version,
});
const publicSchema = z.object({
  public: z.enum(["true", "false"]).transform((value) => value === "true"),
  lastModifiedDate: version,
});

export const detailLoader =
  (kind: DocumentKindScreens) =>
  async ({ request, context, params }: LoaderFunctionArgs) => {
    const { api, organizationId, canEdit } = await requireRouteAccess(request, context, routeOf(kind, "detail"));
    const document = await api.call(operationsOf(kind).get, {
      params: { org: organizationId, id: requireId(params) },
    });
    const published = document.published;
    return {
      document,
      canEdit: canEdit && document.organizationId === organizationId,
      // Rendered here, in both languages written: the page gets safe HTML, not the Markdown library.
      rendered: published
        ? Object.fromEntries(
            LANGUAGES.flatMap((l) => (published.texts[l] ? [[l, renderMarkdown(published.texts[l].content)]] : [])),
          )
        : {},
      today: businessToday(),
    };
  };

/** The document page's forms: publish the draft, record a review, open or withdraw the public page. */
export const detailAction =
  (kind: DocumentKindScreens) =>
  async ({ request, context, params }: ActionFunctionArgs) => {
    const { api, organizationId } = await requireRouteAccess(request, context, routeOf(kind, "detail"));
    const id = requireId(params);
    const operations = operationsOf(kind);
    const formData = await request.formData();
    const where = { params: { org: organizationId, id } };
    const intent = formData.get("intent");
    const submit = <S extends z.ZodType>(schema: S, message: string, send: (body: z.output<S>) => Promise<unknown>) =>
      submitForm(request, context, {
        schema,
        formData,
        message,
        send: async (body) => (await send(body), documentPath(kind, id)),
      });
    let result;
    if (intent === PUBLISH_INTENT) {
      result = await submit(publishSchema, "controlled.publishedToast", (body) =>
        api.call(operations.publish, { ...where, body }),
      );
    } else if (intent === REVIEW_INTENT) {
      result = await submit(reviewSchema, "controlled.reviewedToast", (body) =>
        api.call(operations.review, { ...where, body }),
      );
    } else if (intent === PUBLIC_INTENT) {
      const opened = formData.get("public") === "true";
      result = await submit(publicSchema, opened ? `${kind.key}.publicOpened` : "controlled.publicWithdrawn", (body) =>
        api.call(operations.publicPage, { ...where, body }),
      );
    } else {
      throw new Response("Unknown action", { status: 400 });
    }
    // Which form answered, so its errors show under it and not under the others.
    return "data" in result ? data({ form: intent, result: result.data }, result.init ?? undefined) : result;
  };
