import { data, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { policiesApi } from "../../../../server/api/contracts/policies";
import type { DateOnly } from "../../../../server/domain/wire-casing";
import type { ApiClient } from "~/api/client.server";
import { optionalText, version } from "~/lib/form-schema";
import { submitForm } from "~/lib/route.server";
import { policyPath, PUBLIC_INTENT, PUBLISH_INTENT, REVIEW_INTENT } from "./paths";

export const publishSchema = z.object({
  change: z.enum(["MAJOR", "MINOR"], "validation.invalid").default("MINOR"),
  changeNote: optionalText(2000),
  lastModifiedDate: version,
});
export const reviewSchema = z.object({
  reviewedOn: z.iso.date("validation.date").transform((value) => value as DateOnly),
  note: optionalText(2000),
  lastModifiedDate: version,
});
export const publicSchema = z.object({
  public: z.enum(["true", "false"]).transform((value) => value === "true"),
  lastModifiedDate: version,
});

/** The policy page's forms: publish the draft, record a review, open or withdraw the public page. */
export async function policyAction(request: Request, context: AppLoadContext, api: ApiClient, org: number, id: number) {
  const formData = await request.formData();
  const params = { org, id };
  const intent = formData.get("intent");
  const answer = async (form: string, reply: Promise<Response | ReturnType<typeof data>>) => {
    const result = await reply;
    return result instanceof Response ? result : data({ form, result: result.data }, result.init ?? undefined);
  };
  const back = async () => policyPath(id);
  if (intent === PUBLISH_INTENT) {
    return answer(
      PUBLISH_INTENT,
      submitForm(request, context, {
        schema: publishSchema,
        formData,
        message: "policies.publishedToast",
        send: async (body) => (await api.call(policiesApi.publish, { params, body }), back()),
      }),
    );
  }
  if (intent === REVIEW_INTENT) {
    return answer(
      REVIEW_INTENT,
      submitForm(request, context, {
        schema: reviewSchema,
        formData,
        message: "policies.reviewedToast",
        send: async (body) => (await api.call(policiesApi.review, { params, body }), back()),
      }),
    );
  }
  if (intent === PUBLIC_INTENT) {
    return answer(
      PUBLIC_INTENT,
      submitForm(request, context, {
        schema: publicSchema,
        formData,
        message: formData.get("public") === "true" ? "policies.publicOpened" : "policies.publicWithdrawn",
        send: async (body) => (await api.call(policiesApi.publicPage, { params, body }), back()),
      }),
    );
  }
  throw new Response("Unknown action", { status: 400 });
}
