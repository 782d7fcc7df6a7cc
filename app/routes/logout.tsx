import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { logOut } from "~/api/session.server";
import { getVisitor } from "~/auth/visitor.server";
import { destroySession } from "~/session/session.server";
import { flashToast, successToast } from "~/toast/toast.server";

export async function loader() {
  return redirect("/");
}

/** Ends the API session and drops the app's cookie; a failure upstream does not keep anyone logged in. */
export async function action({ request, context }: ActionFunctionArgs) {
  const visitor = await getVisitor(request, context);
  if (visitor.user) await logOut(visitor.api).catch(() => undefined);
  const headers = new Headers({ "Set-Cookie": await destroySession(visitor.session, context) });
  headers.append("Set-Cookie", await flashToast(context, successToast("toast.success.title", "logout.done")));
  return redirect("/", { headers });
}
