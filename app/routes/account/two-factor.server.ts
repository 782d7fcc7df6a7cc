import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import QRCode from "qrcode";
import { z } from "zod";
import { twoFactorApi } from "../../../server/api/contracts/two-factor";
import { upstreamProblem } from "~/api/problem";
import { requireRouteAccess } from "~/auth/guards.server";
import { fixedT } from "~/i18n/translations.server";
import { requiredText } from "~/lib/form-schema";
import { redirectWithToast } from "~/lib/route.server";
import { commitSession } from "~/session/session.server";
import { shownOnce } from "~/session/shown-once.server";

const ROUTE = "routes/account/two-factor";
export const TWO_FACTOR_PAGE = "/account/two-factor";
export const TWO_FACTOR_INTENTS = ["start", "confirm", "renew", "disable"] as const;
/** Recovery codes go to the page shown next, once. */
const freshCodes = (context: AppLoadContext) => shownOnce(context, "recovery-codes", "/account");

export const codeSchema = z.object({
  code: requiredText(40),
  secret: z.string().min(16).max(200),
  uri: z.string().max(1000),
});
export const passwordSchema = z.object({ password: requiredText(1000) });

/** The secret as the app shows it: a QR code drawn on the server, and the text for typing in. */
async function enrolment(secret: string, uri: string) {
  return { secret, uri, svg: await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" }) };
}

export async function twoFactorLoader({ request, context }: LoaderFunctionArgs) {
  const { api, language } = await requireRouteAccess(request, context, ROUTE);
  const [state, fresh] = await Promise.all([api.call(twoFactorApi.get, {}), freshCodes(context).take(request)]);
  const page = {
    title: fixedT(language)("twoFactor.title"),
    state,
    // Sent here because the active organization requires a second factor (decision 041).
    required: !state.enabled && new URL(request.url).searchParams.has("required"),
    recoveryCodes: fresh.secret ? fresh.secret.split(" ") : null,
  };
  return data(page, { headers: fresh.headers });
}

/** A refusal the form shows (a wrong code or password), or null for anything else. */
function refusal(error: unknown) {
  const problem = upstreamProblem(error);
  return problem?.status === 422 ? Object.values(problem.fieldErrors).flat() : null;
}

export async function twoFactorAction({ request, context }: ActionFunctionArgs) {
  const { api, session } = await requireRouteAccess(request, context, ROUTE);
  const form = await request.formData();
  const intent = form.get("intent");
  const withCodes = async (codes: string[], message: string) => {
    const answer = await redirectWithToast(context, TWO_FACTOR_PAGE, message);
    answer.headers.append("Set-Cookie", await freshCodes(context).keep(codes.join(" ")));
    return answer;
  };
  if (intent === "start") {
    const { secret, uri } = await api.call(twoFactorApi.start, {});
    return { enrolling: await enrolment(secret, uri) };
  }
  if (intent === "confirm") {
    const submission = parseWithZod(form, { schema: codeSchema });
    const secret = String(form.get("secret") ?? "");
    const again = async (lastResult: unknown) => ({
      enrolling: await enrolment(secret, String(form.get("uri") ?? "")),
      lastResult,
    });
    if (submission.status !== "success") return again(submission.reply({ hideFields: ["code"] }));
    try {
      const { recoveryCodes } = await api.call(twoFactorApi.confirm, { body: { code: submission.value.code } });
      return withCodes(recoveryCodes, "twoFactor.enabled");
    } catch (error) {
      const codes = refusal(error);
      if (!codes) throw error;
      return again(
        submission.reply({
          fieldErrors: { code: codes.map((code) => `validation.server.${code}`) },
          hideFields: ["code"],
        }),
      );
    }
  }
  if (intent === "renew" || intent === "disable") {
    const submission = parseWithZod(form, { schema: passwordSchema });
    if (submission.status !== "success")
      return { form: intent, lastResult: submission.reply({ hideFields: ["password"] }) };
    try {
      if (intent === "disable") {
        await api.call(twoFactorApi.disable, { body: submission.value });
        // Access kept in the session may rest on the factor just turned off: the next page asks again.
        session.unset("permissions");
        const answer = await redirectWithToast(context, TWO_FACTOR_PAGE, "twoFactor.disabled");
        answer.headers.append("Set-Cookie", await commitSession(session, context));
        return answer;
      }
      const { recoveryCodes } = await api.call(twoFactorApi.renewRecoveryCodes, { body: submission.value });
      return withCodes(recoveryCodes, "twoFactor.renewed");
    } catch (error) {
      const codes = refusal(error);
      if (!codes) throw error;
      const fieldErrors = { password: codes.map((code) => `validation.server.${code}`) };
      return { form: intent, lastResult: submission.reply({ fieldErrors, hideFields: ["password"] }) };
    }
  }
  throw new Response("Unknown action", { status: 400 });
}
