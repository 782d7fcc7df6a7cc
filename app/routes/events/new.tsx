import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { megabytes } from "~/files/upload-feedback";
import { fixedT } from "~/i18n/translations.server";
import { EventReportForm } from "./event-report-form";
import { eventReportOptions, reportEvent } from "./event-report-form.server";

const ROUTE = "routes/events/new";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(request, context, ROUTE);
  return {
    ...(await eventReportOptions(api, organizationId, new URL(request.url))),
    maxMegabytes: megabytes(context.maxUploadBytes),
    title: fixedT(language)("events.report.title"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, ROUTE);
  return reportEvent(request, context, api, organizationId);
}

/** Report an event from a phone: one short column, photos from the camera, with or without script. */
export default function ReportEvent() {
  const { t } = useTranslation();
  const { departments, department, now, maxMegabytes } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={t("events.report.title")} description={t("events.report.intro")} />
      <EventReportForm
        departments={departments}
        department={department}
        now={now}
        maxMegabytes={maxMegabytes}
        lastResult={useActionData<typeof action>()}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Report an event" }];
