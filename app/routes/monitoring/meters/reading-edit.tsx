import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { metersApi, readingsApi } from "../../../../server/api/contracts/meters";
import { businessToday } from "../../../../server/domain/recurrence";
import { requireRouteAccess } from "~/auth/guards.server";
import { EditActions, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { requireId } from "~/lib/route.server";
import { meterPath, METERS, readingPath } from "./paths";
import { READING_FORM_ID, ReadingForm } from "./reading-form";
import { saveReading } from "./reading-form.server";

const ROUTE = "routes/monitoring/meters/reading-edit";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, ROUTE);
  const [id, readingId] = [requireId(params), requireId(params, "readingId")];
  const [meter, reading] = await Promise.all([
    api.call(metersApi.get, { params: { org: organizationId, id } }),
    api.call(readingsApi.get, { params: { org: organizationId, id, readingId } }),
  ]);
  return { meter, reading, today: businessToday() };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, ROUTE);
  return saveReading(request, context, api, organizationId, requireId(params), requireId(params, "readingId"));
}

export default function EditReading() {
  const { t, i18n } = useTranslation();
  const { meter, reading, today } = useLoaderData<typeof loader>();
  const path = readingPath(meter.id, reading.id);
  return (
    <>
      <PageHeader
        title={t("meterReadings.editTitle")}
        crumbs={[
          { label: t("menu.groups.monitoring") },
          { label: t("meters.title"), to: METERS },
          { label: meter.name, to: meterPath(meter.id) },
          { label: reading.performedAt.toLocaleDateString(i18n.language, { timeZone: "UTC" }), to: path },
        ]}
        actions={<EditActions cancelTo={path} formId={READING_FORM_ID} />}
      />
      <ReadingForm meter={meter} reading={reading} today={today} lastResult={useActionData<typeof action>()} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.meter.name ?? "Reading" }];
