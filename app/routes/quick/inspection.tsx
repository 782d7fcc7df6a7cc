import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { inspectionsApi } from "../../../server/api/contracts/control-book";
import { businessToday } from "../../../server/domain/recurrence";
import { requireRouteAccess } from "~/auth/guards.server";
import { dueLine, QUICK_LIMIT, QuickChoice } from "~/components/quick/quick-choice";
import { fixedT } from "~/i18n/translations.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(request, context, "routes/quick/inspection");
  const page = await api.call(inspectionsApi.list, {
    params: { org: organizationId },
    query: { page: 0, size: QUICK_LIMIT, status: "PENDING", sort: [{ field: "due_date", direction: "asc" }] },
  });
  const t = fixedT(language);
  const today = businessToday();
  return {
    title: t("quick.inspection.title"),
    total: page.totalElements,
    items: page.content.map((inspection) => {
      const due = dueLine(t, inspection.dueDate.toISOString().slice(0, 10), today, language);
      const { agreement } = inspection;
      return {
        id: inspection.id,
        title: agreement.name,
        to: `/monitoring/control-book/inspections/${inspection.id}/edit`,
        overdue: due.overdue,
        lines: [
          [t(`controlBook.types.${agreement.type}`), agreement.stakeholder?.name, agreement.responsibleMember?.name]
            .filter(Boolean)
            .join(" · "),
          due.line,
        ],
      };
    }),
  };
}

/** The phone's "new inspection": the agreements' inspections soonest due, each opening the form that records it. */
export default function QuickInspection() {
  const { items, total } = useLoaderData<typeof loader>();
  return <QuickChoice section="inspection" items={items} total={total} register="/monitoring/control-book" />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];
