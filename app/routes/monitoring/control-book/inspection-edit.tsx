import type { SubmissionResult } from "@conform-to/react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { inspectionsApi } from "../../../../server/api/contracts/control-book";
import { businessToday } from "../../../../server/domain/recurrence";
import { requireRouteAccess } from "~/auth/guards.server";
import { CONTROL_BOOK, inspectionPath } from "~/components/control-book/paths";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";
import { requireId } from "~/lib/route.server";
import { inspectionAction } from "./inspection-form.server";
import { InspectionForms } from "./inspection-forms";
import type { InspectionIntent } from "./inspection-intents";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(
    request,
    context,
    "routes/monitoring/control-book/inspection-edit",
  );
  const inspection = await api.call(inspectionsApi.get, { params: { org: organizationId, id: requireId(params) } });
  return { inspection, today: businessToday() };
}

export const action = inspectionAction;

/** Completing, correcting, moving or reopening an inspection. */
export default function EditInspection() {
  const { t, i18n } = useTranslation();
  const { inspection, today } = useLoaderData<typeof loader>();
  const reply = useActionData() as { form: InspectionIntent; result: SubmissionResult<string[]> } | undefined;
  const title = `${inspection.agreement.name} · ${formatDate(inspection.dueDate, i18n.language)}`;
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { label: t("menu.groups.monitoring") },
          { label: t("controlBook.title"), to: CONTROL_BOOK },
          { label: t("controlBook.inspection"), to: inspectionPath(inspection.id) },
        ]}
        actions={
          <Link to={inspectionPath(inspection.id)} className="button-secondary">
            {t("page.cancel")}
          </Link>
        }
      />
      <InspectionForms
        inspection={inspection}
        today={today}
        replyOf={(intent) => (reply?.form === intent ? reply.result : undefined)}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.inspection.agreement.name ?? "Inspection" },
];
