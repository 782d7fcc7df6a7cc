import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireRouteAccess } from "~/auth/guards.server";
import { changeCalendarFeed } from "~/components/calendar-feed/calendar-feed.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRouteAccess(request, context, "routes/my-work/calendar-feed");
  return redirect("/my-work");
}

/** The calendar card's buttons on my work: the subscription is the user's own. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireRouteAccess(request, context, "routes/my-work/calendar-feed");
  return changeCalendarFeed(request, context, api, { target: "my-work" });
}
