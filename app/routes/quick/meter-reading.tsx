import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { metersApi } from "../../../server/api/contracts/meters";
import { businessToday } from "../../../server/domain/recurrence";
import { requireRouteAccess } from "~/auth/guards.server";
import { dueLine, QUICK_LIMIT, QuickChoice } from "~/components/quick/quick-choice";
import { fixedT } from "~/i18n/translations.server";
import { formatDate, formatQuantity } from "~/lib/format";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(request, context, "routes/quick/meter-reading");
  const search = new URL(request.url).searchParams.get("q")?.trim().slice(0, 200) ?? "";
  const page = await api.call(metersApi.list, {
    params: { org: organizationId },
    query: { page: 0, size: QUICK_LIMIT, q: search, sort: [{ field: "next_reading_due", direction: "asc" }] },
  });
  const t = fixedT(language);
  const today = businessToday();
  return {
    title: t("quick.meterReading.title"),
    search,
    total: page.totalElements,
    items: page.content.map((meter) => {
      const due = meter.nextReadingDue
        ? dueLine(t, meter.nextReadingDue.toISOString().slice(0, 10), today, language)
        : null;
      const latest = meter.latestReading;
      return {
        id: meter.id,
        title: meter.name,
        to: `/monitoring/meters/${meter.id}/readings/new`,
        overdue: due?.overdue ?? false,
        lines: [
          [meter.department?.name ?? meter.organization.name, meter.location].filter(Boolean).join(" · "),
          latest
            ? t("quick.meterReading.latest", {
                value: `${formatQuantity(latest.value, language, 3)} ${latest.unit}`,
                date: formatDate(latest.performedAt, language),
              })
            : t("quick.meterReading.none"),
          ...(due ? [due.line] : []),
        ],
      };
    }),
  };
}

/** The phone's "register a meter reading": the meters soonest due, each opening its reading form. */
export default function QuickMeterReading() {
  const { items, total, search } = useLoaderData<typeof loader>();
  return (
    <QuickChoice section="meterReading" items={items} total={total} register="/monitoring/meters" search={search} />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];
