import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { renderMarkdown } from "../../server/domain/markdown";
import { approveByOf } from "../../server/domain/document-sign-off";
import { businessToday } from "../../server/domain/recurrence";
import { requireRouteAccess } from "~/auth/guards.server";
import { optionalText, requiredDate, version } from "~/lib/form-schema";
import { requireId, submitForm } from "~/lib/route.server";
import { type DocumentKindScreens, documentPath, LANGUAGES, PUBLIC_INTENT, REVIEW_INTENT } from "./kinds";
import { operationsOf, routeOf } from "./kinds.server";
import { READER_INTENTS, signOffChoices, signOffForms } from "./sign-off.server";

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
    const where = { params: { org: organizationId, id: requireId(params) } };
    const document = await api.call(operationsOf(kind).get, where);
    const editing = canEdit && document.organizationId === organizationId;
    const [choices, acknowledgements] = await Promise.all([
      editing && document.draft ? signOffChoices(api, organizationId) : null,
      document.acknowledgement ? api.call(operationsOf(kind).acknowledgements, where).then((list) => list.content) : [],
    ]);
    // Rendered here, in both languages written: the page gets safe HTML, not the Markdown library.
    const render = (texts: Partial<Record<(typeof LANGUAGES)[number], { content: string }>> | null | undefined) =>
      texts
        ? Object.fromEntries(LANGUAGES.flatMap((l) => (texts[l] ? [[l, renderMarkdown(texts[l].content)]] : [])))
        : {};
    const today = businessToday();
    return {
      document,
      canEdit: editing,
      rendered: render(document.published?.texts),
      // The draft is shown on the page while it is submitted, so its approvers read what they decide on.
      renderedDraft: document.approval ? render(document.draft) : {},
      choices,
      acknowledgements,
      today,
      // The submit form offers the day the API would choose, so what is shown is what is stored.
      defaultApproveBy: approveByOf(null, today).approveBy!,
    };
  };

/** The document page's forms: publish the draft, sign it off, record a review, open or withdraw the public page. */
export const detailAction =
  (kind: DocumentKindScreens) =>
  async ({ request, context, params }: ActionFunctionArgs) => {
    const formData = await request.formData();
    const intent = formData.get("intent");
    const { api, organizationId } = await requireRouteAccess(request, context, routeOf(kind, "detail"), {
      asReader: READER_INTENTS.has(intent),
    });
    const id = requireId(params);
    const operations = operationsOf(kind);
    const where = { params: { org: organizationId, id } };
    const submit = <S extends z.ZodType>(schema: S, message: string, send: (body: z.output<S>) => Promise<unknown>) =>
      submitForm(request, context, {
        schema,
        formData,
        message,
        send: async (body) => (await send(body), documentPath(kind, id)),
      });
    const signOff = signOffForms(kind, api, where);
    let result;
    if (typeof intent === "string" && intent in signOff) {
      const form = signOff[intent as keyof typeof signOff];
      result = await submit(form.schema, form.message, form.send);
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
