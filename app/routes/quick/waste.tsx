import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { wasteHandlersApi } from "../../../server/api/contracts/waste";
import { requireRouteAccess } from "~/auth/guards.server";
import { QUICK_LIMIT, QuickChoice } from "~/components/quick/quick-choice";
import { fixedT } from "~/i18n/translations.server";
import { formatMonth } from "~/lib/format";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(request, context, "routes/quick/waste");
  // The handlers furthest behind first: a month's statement is entered from the handler's own.
  const page = await api.call(wasteHandlersApi.list, {
    params: { org: organizationId },
    query: { page: 0, size: QUICK_LIMIT, sort: [{ field: "last_performed_at", direction: "asc" }] },
  });
  const t = fixedT(language);
  return {
    title: t("quick.waste.title"),
    total: page.totalElements,
    items: page.content
      .filter((handler) => handler.activeArrangements > 0)
      .map((handler) => ({
        id: handler.id,
        title: handler.handler.name,
        to: `/monitoring/waste/${handler.id}/registrations/new`,
        lines: [
          handler.organization.name,
          handler.lastPerformedAt
            ? t("quick.waste.latest", {
                month: formatMonth(handler.lastPerformedAt.toISOString().slice(0, 7), language),
              })
            : t("quick.waste.none"),
        ],
      })),
  };
}

/** The phone's "register waste": the waste handlers, each opening its month's statement form. */
export default function QuickWaste() {
  const { items, total } = useLoaderData<typeof loader>();
  return <QuickChoice section="waste" items={items} total={total} register="/monitoring/waste" />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];
