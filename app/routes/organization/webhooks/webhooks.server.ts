import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { webhooksApi } from "../../../../server/api/contracts/webhooks";
import { AUDIT_ENTITIES } from "../../../../server/domain/audit-trail";
import { WEBHOOK_EVENT_TYPES, WEBHOOK_URL_MAX } from "../../../../server/domain/webhooks";
import type { ApiClient } from "~/api/client.server";
import { checkbox, optionalText, version } from "~/lib/form-schema";
import { submitForm } from "~/lib/route.server";
import { shownOnce } from "~/session/shown-once.server";
import { WEBHOOKS_PATH, webhookPath } from "./paths";

/**
 * A new or rotated secret goes to the endpoint's page shown next, once, never in its address (its data
 * is read at `/organization/webhooks/<id>.data` with script).
 */
export const freshSecret = (context: AppLoadContext) => shownOnce(context, "webhook-secret", WEBHOOKS_PATH);

const chosen = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (value === undefined ? [] : value), z.array(z.enum(values)).max(values.length));

export const webhookSchema = z.object({
  // The API judges the address (https, no credentials, reachable): its refusal lands on the field.
  url: z.url({ protocol: /^https?$/, error: "validation.url" }).max(WEBHOOK_URL_MAX, "validation.tooLong"),
  description: optionalText(200),
  eventTypes: chosen(WEBHOOK_EVENT_TYPES),
  recordTypes: chosen(AUDIT_ENTITIES),
  enabled: checkbox(),
});
export const webhookUpdateSchema = webhookSchema.extend({ lastModifiedDate: version });

/** Registers an endpoint (its secret to the next page, once) or saves one; then its page. */
export async function saveWebhook(
  request: Request,
  context: AppLoadContext,
  api: ApiClient,
  organizationId: number,
  id?: number,
) {
  if (id !== undefined) {
    return submitForm(request, context, {
      schema: webhookUpdateSchema,
      message: "webhooks.saved",
      send: async (body) => {
        await api.call(webhooksApi.update, { params: { org: organizationId, id }, body });
        return webhookPath(id);
      },
    });
  }
  let secret: string | null = null;
  const answer = await submitForm(request, context, {
    schema: webhookSchema,
    message: "webhooks.created",
    send: async (body) => {
      const made = await api.call(webhooksApi.create, { params: { org: organizationId }, body });
      secret = made.secret;
      return webhookPath(made.id);
    },
  });
  if (secret !== null && answer instanceof Response)
    answer.headers.append("Set-Cookie", await freshSecret(context).keep(secret));
  return answer;
}
