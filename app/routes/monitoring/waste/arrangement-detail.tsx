import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { wasteHandlersApi } from "../../../../server/api/contracts/waste";
import { requireRouteAccess } from "~/auth/guards.server";
import { DetailList, EditLink, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { formatDateTime, formatQuantity } from "~/lib/format";
import { requireId } from "~/lib/route.server";
import { treatmentText } from "./arrangement-form.server";
import { monthOf } from "./handler-parts";
import { WasteTypeName } from "./waste-type-name";
import { arrangementPath, handlerPath, statementPath, WASTE } from "./paths";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, canEdit } = await requireRouteAccess(
    request,
    context,
    "routes/monitoring/waste/arrangement-detail",
  );
  const id = requireId(params, "wasteHandlerAssociationId");
  const arrangement = await api.call(wasteHandlersApi.getArrangement, {
    params: { org: organizationId, id, arrangementId: requireId(params, "arrangementId") },
  });
  // The arrangement names its handler by the catalogue's stakeholder; the screens go by the association.
  const handler = { id, name: arrangement.handler.name };
  return { arrangement, handler, treatment: treatmentText(arrangement.treatmentCode), canEdit };
}

const cell = "px-3 py-2 align-top";
const figure = `${cell} whitespace-nowrap text-right tabular-nums`;

/** One arrangement: what is taken away, how it is counted and treated, and the quantities registered lately. */
export default function WasteArrangementDetail() {
  const { t, i18n } = useTranslation();
  const { arrangement, handler, treatment, canEdit } = useLoaderData<typeof loader>();
  const unit = t(`waste.units.${arrangement.registrationUnit}`);
  const quantity = (value: number | null, suffix: string) =>
    value === null ? null : `${formatQuantity(value, i18n.language, 3)} ${suffix}`;
  return (
    <>
      <PageHeader
        title={arrangement.fractionName}
        crumbs={[
          { label: t("menu.groups.monitoring") },
          { label: t("waste.handlers.title"), to: WASTE },
          { label: handler.name, to: handlerPath(handler.id) },
        ]}
        actions={<EditLink to={`${arrangementPath(handler.id, arrangement.id)}/edit`} allowed={canEdit} />}
      />
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="min-w-0 space-y-6 xl:col-span-2">
          <section className="card" aria-labelledby="facts-heading">
            <h2 id="facts-heading" className="text-lg font-semibold">
              {t("waste.arrangements.facts")}
            </h2>
            <DetailList
              items={[
                { label: t("waste.arrangements.wasteType"), value: <WasteTypeName type={arrangement.wasteType} /> },
                { label: t("waste.arrangements.unit"), value: unit },
                {
                  label: t("waste.arrangements.toTonnes"),
                  value: t(
                    arrangement.convertsToTonnes ? "waste.arrangements.converts" : "waste.arrangements.notConverted",
                  ),
                },
                { label: t("waste.arrangements.container"), value: arrangement.container },
                {
                  label: t("waste.arrangements.containerVolume"),
                  value: quantity(arrangement.containerVolumeM3, "m³"),
                },
                { label: t("waste.arrangements.density"), value: quantity(arrangement.densityKgPerM3, "kg/m³") },
                { label: t("waste.arrangements.pieceWeight"), value: quantity(arrangement.pieceWeightKg, "kg") },
                {
                  label: t("waste.arrangements.frequency"),
                  value: arrangement.collectionFrequency ? t(`recurrence.${arrangement.collectionFrequency}`) : null,
                },
                {
                  label: t("waste.arrangements.treatment"),
                  value: arrangement.treatmentCode ? (
                    <>
                      {arrangement.treatmentCode}
                      {treatment ? <span lang="en"> – {treatment}</span> : null}
                    </>
                  ) : null,
                },
                { label: t("waste.arrangements.department"), value: arrangement.department?.name ?? null },
              ]}
            />
          </section>
          <section className="card" aria-labelledby="quantities-heading">
            <h2 id="quantities-heading" className="text-lg font-semibold">
              {t("waste.arrangements.quantities")}
            </h2>
            {arrangement.registrations.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">{t("waste.arrangements.noQuantities")}</p>
            ) : (
              <div className="relative mt-3 overflow-x-auto">
                <table className="min-w-full divide-y divide-slate-200 text-sm">
                  <caption className="sr-only">{t("waste.arrangements.quantities")}</caption>
                  <thead className="bg-slate-50 text-left">
                    <tr>
                      <th scope="col" className={cell}>
                        {t("waste.handlers.month")}
                      </th>
                      <th scope="col" className={`${cell} text-right`}>
                        {t("waste.arrangements.quantityIn", { unit: unit.toLowerCase() })}
                      </th>
                      <th scope="col" className={`${cell} text-right`}>
                        {t("waste.handlers.tonnes")}
                      </th>
                      <th scope="col" className={cell}>
                        {t("waste.arrangements.how")}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {arrangement.registrations.map((line) => (
                      <tr key={line.bulkRegistrationId}>
                        <td className={`${cell} whitespace-nowrap`}>
                          {canEdit ? (
                            <Link to={statementPath(handler.id, line.bulkRegistrationId)} className="link">
                              {monthOf(line.performedAt, i18n.language)}
                            </Link>
                          ) : (
                            monthOf(line.performedAt, i18n.language)
                          )}
                        </td>
                        <td className={figure}>{formatQuantity(line.quantity, i18n.language, 3)}</td>
                        <td className={figure}>
                          {line.tonnes === null ? (
                            <span className="text-slate-600">{t("waste.arrangements.noTonnes")}</span>
                          ) : (
                            formatQuantity(line.tonnes, i18n.language, 3)
                          )}
                        </td>
                        <td className={cell}>
                          {t(line.estimated ? "waste.arrangements.estimated" : "waste.arrangements.measured")}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </div>
        <aside className="card self-start">
          <DetailList
            items={[
              {
                label: t("waste.arrangements.status"),
                value: t(arrangement.active ? "waste.arrangements.active" : "waste.arrangements.ended"),
              },
              { label: t("page.lastModified"), value: formatDateTime(arrangement.lastModifiedDate, i18n.language) },
            ]}
          />
        </aside>
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.arrangement.fractionName ?? "Arrangement" },
];
