import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { metersApi, readingsApi } from "../../../../server/api/contracts/meters";
import { upstreamProblem } from "~/api/problem";
import { requireRouteAccess } from "~/auth/guards.server";
import { DetailList, EditLink, PageHeader } from "~/components/page/page-header";
import { ConfirmRemoval, REMOVE_INTENT, RemoveCard } from "~/components/page/removal";
import { useTranslation } from "~/i18n/translation";
import { formatDate, formatDateTime, formatQuantity } from "~/lib/format";
import { redirectWithToast, requireId } from "~/lib/route.server";
import { meterPath, METERS, readingPath } from "./paths";

const ROUTE = "routes/monitoring/meters/reading-detail";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, canEdit } = await requireRouteAccess(request, context, ROUTE);
  const [id, readingId] = [requireId(params), requireId(params, "readingId")];
  const [meter, reading] = await Promise.all([
    api.call(metersApi.get, { params: { org: organizationId, id } }),
    api.call(readingsApi.get, { params: { org: organizationId, id, readingId } }),
  ]);
  return { meter, reading, canEdit, confirmingRemoval: canEdit && new URL(request.url).searchParams.has("remove") };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, ROUTE);
  const form = await request.formData();
  if (form.get("intent") !== REMOVE_INTENT) throw new Response("Unknown action", { status: 400 });
  const id = requireId(params);
  try {
    await api.call(readingsApi.remove, {
      params: { org: organizationId, id, readingId: requireId(params, "readingId") },
    });
  } catch (error) {
    // The reading after it would no longer fit: say so instead of removing.
    if (upstreamProblem(error)?.status === 422) return data({ refused: true }, { status: 422 });
    throw error;
  }
  return redirectWithToast(context, meterPath(id), "meterReadings.removed");
}

/** One reading: its value, what it came to since the one before, and how it was taken. */
export default function ReadingDetail() {
  const { t, i18n } = useTranslation();
  const { meter, reading, canEdit, confirmingRemoval } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>()?.refused;
  const path = readingPath(meter.id, reading.id);
  const date = formatDate(reading.performedAt, i18n.language);
  const counterEvent = reading.rollover ? "rollover" : reading.newCounter ? "newCounter" : "none";
  return (
    <>
      <PageHeader
        title={`${meter.name}: ${date}`}
        crumbs={[
          { label: t("menu.groups.monitoring") },
          { label: t("meters.title"), to: METERS },
          { label: meter.name, to: meterPath(meter.id) },
        ]}
        actions={<EditLink to={`${path}/edit`} allowed={canEdit} />}
      />
      {confirmingRemoval ? (
        <ConfirmRemoval
          path={path}
          texts={{
            question: t("meterReadings.removeQuestion", { date }),
            hint: t("meterReadings.removeHint"),
            confirm: t("meterReadings.remove"),
            keep: t("meterReadings.keep"),
          }}
        >
          {refused ? (
            <p role="alert" className="text-sm font-medium text-red-800">
              {t("meterReadings.removeRefused")}
            </p>
          ) : null}
        </ConfirmRemoval>
      ) : null}
      <section className="card max-w-2xl">
        <DetailList
          items={[
            { label: t("meterReadings.performedAt"), value: date },
            {
              label: t(meter.cumulative ? "meterReadings.counterValue" : "meterReadings.periodValue"),
              value: `${formatQuantity(reading.value, i18n.language, 3)} ${reading.unit}`,
            },
            {
              label: t("meterReadings.consumption", { unit: meter.totalUnit }),
              value:
                reading.consumption === null
                  ? t(meter.cumulative ? "meterReadings.firstReading" : "meterReadings.firstPeriodReading")
                  : formatQuantity(reading.consumption, i18n.language, 3),
            },
            ...(reading.unusual
              ? [{ label: t("meterReadings.unusualLabel"), value: t("meterReadings.unusualText") }]
              : []),
            {
              label: t("meterReadings.measuredOrEstimated"),
              value: t(reading.estimated ? "meterReadings.estimated" : "meterReadings.measured"),
            },
            ...(meter.cumulative
              ? [{ label: t("meterReadings.counterEvent"), value: t(`meterReadings.counterEvents.${counterEvent}`) }]
              : []),
            ...(reading.newCounter
              ? [
                  {
                    label: t("meterReadings.replacedCounterFinal"),
                    value: formatQuantity(reading.replacedCounterFinal, i18n.language, 3) || null,
                  },
                  {
                    label: t("meterReadings.newCounterStart"),
                    value: formatQuantity(reading.newCounterStart, i18n.language, 3) || null,
                  },
                ]
              : []),
            { label: t("meterReadings.comment"), value: reading.comment },
            { label: t("page.lastModified"), value: formatDateTime(reading.lastModifiedDate, i18n.language) },
          ]}
        />
      </section>
      {canEdit && !confirmingRemoval ? (
        <div className="mt-6 max-w-2xl">
          <RemoveCard path={path} hint={t("meterReadings.removeHint")} label={t("meterReadings.remove")} />
        </div>
      ) : null}
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.meter.name ?? "Reading" }];
