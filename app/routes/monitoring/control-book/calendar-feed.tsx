import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireRouteAccess } from "~/auth/guards.server";
import { changeCalendarFeed } from "~/components/calendar-feed/calendar-feed.server";
import { CONTROL_BOOK } from "~/components/control-book/paths";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRouteAccess(request, context, "routes/monitoring/control-book/calendar-feed");
  return redirect(CONTROL_BOOK);
}

/** The calendar card's buttons: a subscription is the user's own, so reading the control book is enough. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(
    request,
    context,
    "routes/monitoring/control-book/calendar-feed",
  );
  return changeCalendarFeed(request, context, api, { target: "control-book", organizationId });
}
