import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { metersApi } from "../../../../server/api/contracts/meters";
import { businessToday } from "../../../../server/domain/recurrence";
import { requireRouteAccess } from "~/auth/guards.server";
import { EditActions, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { requireId } from "~/lib/route.server";
import { meterPath, METERS } from "./paths";
import { READING_FORM_ID, ReadingForm } from "./reading-form";
import { saveReading } from "./reading-form.server";

const ROUTE = "routes/monitoring/meters/reading-new";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(request, context, ROUTE);
  const meter = await api.call(metersApi.get, { params: { org: organizationId, id: requireId(params) } });
  return { meter, today: businessToday(), title: `${fixedT(language)("meterReadings.new")}: ${meter.name}` };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, ROUTE);
  return saveReading(request, context, api, organizationId, requireId(params));
}

export default function NewReading() {
  const { t } = useTranslation();
  const { meter, today } = useLoaderData<typeof loader>();
  const path = meterPath(meter.id);
  return (
    <>
      <PageHeader
        title={t("meterReadings.new")}
        crumbs={[
          { label: t("menu.groups.monitoring") },
          { label: t("meters.title"), to: METERS },
          { label: meter.name, to: path },
        ]}
        actions={<EditActions cancelTo={path} formId={READING_FORM_ID} />}
      />
      <ReadingForm meter={meter} today={today} lastResult={useActionData<typeof action>()} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "New reading" }];
