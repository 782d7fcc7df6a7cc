import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { setUserLanguage } from "~/api/session.server";
import { requireRouteAccess } from "~/auth/guards.server";
import { isLanguage } from "~/i18n/config";
import { languageCookie } from "~/i18n/detect.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { commitSession } from "~/session/session.server";

export async function loader() {
  return redirect("/");
}

/** Remembers the language in a cookie and, when logged in, as the user's preference. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const language = form.get("language");
  const target = safeRedirect(form.get("redirectTo"), "/");
  if (!isLanguage(language)) return redirect(target);
  const headers = new Headers({ "Set-Cookie": await languageCookie.serialize(language) });
  const visitor = await requireRouteAccess(request, context, "routes/resources/language");
  if (visitor.user) {
    await setUserLanguage(visitor.api, language);
    visitor.session.set("user", { ...visitor.user, language });
    headers.append("Set-Cookie", await commitSession(visitor.session, context));
  }
  return redirect(target, { headers });
}
