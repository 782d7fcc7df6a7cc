import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { singleSignOnApi } from "../../../server/api/contracts/single-sign-on";
import { SSO_DEFAULT_SCOPES } from "../../../server/domain/single-sign-on";
import { requireRouteAccess } from "~/auth/guards.server";
import { REMOVE_INTENT } from "~/components/page/removal";
import { fixedT } from "~/i18n/translations.server";
import { checkbox, requiredText } from "~/lib/form-schema";
import { redirectWithToast, submitForm } from "~/lib/route.server";
import { SINGLE_SIGN_ON_PAGE } from "./paths";

const ROUTE = "routes/organization/single-sign-on";

export const ssoSchema = z.object({
  issuer: requiredText(500),
  clientId: requiredText(300),
  // Write-only: left empty, the kept secret stays.
  clientSecret: z.string().max(1000, "validation.tooLong").optional(),
  enabled: checkbox(),
  createUsers: checkbox(),
  defaultScope: z.enum(SSO_DEFAULT_SCOPES, "validation.required"),
  passwordLoginDisabled: checkbox(),
  lastModifiedDate: z.string().optional(),
});

export async function singleSignOnLoader({ request, context }: LoaderFunctionArgs) {
  const { api, language, organizationId } = await requireRouteAccess(request, context, ROUTE);
  const { connection } = await api.call(singleSignOnApi.get, { params: { org: organizationId } });
  const t = fixedT(language);
  return {
    title: t("singleSignOn.title"),
    organizationId,
    removing: new URL(request.url).searchParams.get("remove") === "1" && connection !== null,
    connection: connection && {
      issuer: connection.issuer,
      clientId: connection.clientId,
      enabled: connection.enabled,
      createUsers: connection.createUsers,
      defaultScope: connection.defaultScope,
      passwordLoginDisabled: connection.passwordLoginDisabled,
      lastModifiedDate: connection.lastModifiedDate,
    },
  };
}

/** Saves the connection (the secret only when typed), or removes it. */
export async function singleSignOnAction({ request, context }: ActionFunctionArgs) {
  const { api, organizationId: org } = await requireRouteAccess(request, context, ROUTE);
  const formData = await request.formData();
  if (formData.get("intent") === REMOVE_INTENT) {
    await api.call(singleSignOnApi.remove, { params: { org } });
    return redirectWithToast(context, SINGLE_SIGN_ON_PAGE, "singleSignOn.removed");
  }
  return submitForm(request, context, {
    schema: ssoSchema,
    formData,
    message: "singleSignOn.saved",
    send: async ({ clientSecret, lastModifiedDate, ...values }) => {
      await api.call(singleSignOnApi.put, {
        params: { org },
        body: {
          ...values,
          ...(clientSecret ? { clientSecret } : {}),
          ...(lastModifiedDate ? { lastModifiedDate } : {}),
        },
      });
      return SINGLE_SIGN_ON_PAGE;
    },
  });
}
