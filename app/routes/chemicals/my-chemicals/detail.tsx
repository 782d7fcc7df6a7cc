import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { chemicalAssociationsApi } from "../../../../server/api/contracts/chemical-associations";
import { chemicalsApi } from "../../../../server/api/contracts/chemicals";
import { requireRouteAccess } from "~/auth/guards.server";
import { LocationFindings } from "~/components/chemicals/co-storage-finding";
import { DangerBadge, Pictograms, SignalWordText } from "~/components/chemicals/hazard-label";
import { SdsStatus } from "~/components/chemicals/sds-status";
import { SentSheetList } from "~/components/chemicals/sent-sheets";
import { StatementList } from "~/components/chemicals/statement-list";
import { DetailList, EditLink, PageHeader } from "~/components/page/page-header";
import { ConfirmRemoval, REMOVE_INTENT, RemoveCard } from "~/components/page/removal";
import { useTranslation } from "~/i18n/translation";
import { formatDateTime, formatQuantity } from "~/lib/format";
import { sheetLanguageOptions } from "~/lib/language-names.server";
import { redirectWithToast, requireId } from "~/lib/route.server";
import { addSheet, sheetFormToken } from "../../admin/chemicals/sheet-actions.server";
import { AddSheetForm } from "../../admin/chemicals/sheet-form";
import { associationView, findingsAt } from "./rows.server";
import { HistoryLink } from "~/audit-trail/history-link";
import { organizationSheets, removeSentSheet, sentSheetsOf } from "./sent-sheets.server";
import { KeptChemicalUses } from "~/routes/planning/chemical-risk/kept-chemical-uses";
import { keptChemicalUses } from "~/routes/planning/chemical-risk/kept-chemical-uses.server";

const ROUTE = "routes/chemicals/my-chemicals/detail";
const PATH = "/chemicals/my-chemicals";
/** The detail page's parameter that asks to confirm a sent sheet's removal (`?removeSheet=<id>`). */
const REMOVE_SHEET = "removeSheet";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, canEdit, language, access } = await requireRouteAccess(request, context, ROUTE);
  const kept = await api.call(chemicalAssociationsApi.get, { params: { org: organizationId, id: requireId(params) } });
  const [chemical, findings, sentSheets, workProcesses] = await Promise.all([
    api.call(chemicalsApi.get, { params: { id: kept.chemical.id } }),
    findingsAt(api, organizationId, kept),
    sentSheetsOf(api, { org: organizationId, id: kept.id }),
    keptChemicalUses(api, access, { org: organizationId, id: kept.id }),
  ]);
  const removing = Number(new URL(request.url).searchParams.get(REMOVE_SHEET));
  return {
    kept: associationView(kept, language),
    findings,
    statements: {
      hazard: [...chemical.hazardStatements, ...chemical.euHazardStatements],
      precautionary: chemical.precautionaryStatements,
    },
    canEdit,
    workProcesses,
    sentSheets,
    sheetToRemove: (canEdit && sentSheets.find((sheet) => sheet.id === removing)) || null,
    sheetForm: canEdit ? { token: sheetFormToken(), languages: sheetLanguageOptions(language) } : null,
    confirmingRemoval: canEdit && new URL(request.url).searchParams.has("remove"),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId, user } = await requireRouteAccess(request, context, ROUTE);
  const kept = { org: organizationId, id: requireId(params) };
  const back = `${PATH}/${kept.id}`;
  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    const target = organizationSheets(api, kept, back);
    return addSheet(request, context, { api, userId: user.id, target, addedToast: "myChemicals.sentSheetAdded" });
  }
  const form = await request.formData();
  if (form.get("intent") !== REMOVE_INTENT) throw new Response("Unknown action", { status: 400 });
  if (form.has("sheetId")) return removeSentSheet(context, api, kept, back, form);
  await api.call(chemicalAssociationsApi.remove, { params: { org: organizationId, id: requireId(params) } });
  return redirectWithToast(context, PATH, "myChemicals.removed");
}

/** One kept chemical: its hazards, where and how much of it is kept, and its safety data sheet. */
export default function ChemicalAssociationDetail() {
  const { t, i18n } = useTranslation();
  const {
    kept,
    findings,
    statements,
    canEdit,
    confirmingRemoval,
    sentSheets,
    sheetToRemove,
    sheetForm,
    workProcesses,
  } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const path = `${PATH}/${kept.id}`;
  const amount =
    kept.amount === null
      ? null
      : `${formatQuantity(kept.amount, i18n.language)}${kept.unit ? ` ${t(`myChemicals.units.${kept.unit}`)}` : ""}`;
  return (
    <>
      <PageHeader
        title={kept.chemical.name}
        crumbs={[{ label: t("menu.groups.chemicals") }, { label: t("myChemicals.title"), to: PATH }]}
        actions={
          <>
            <a href={`${path}/instruction`} className="button-secondary">
              {t("myChemicals.instruction")}
            </a>
            <EditLink to={`${path}/edit`} allowed={canEdit} />
            <HistoryLink entity="chemical_association" id={kept.id} allowed={canEdit} />
          </>
        }
      />
      {confirmingRemoval ? (
        <ConfirmRemoval
          path={path}
          texts={{
            question: t("myChemicals.removeQuestion", { name: kept.chemical.name }),
            hint: t("myChemicals.removeHint"),
            confirm: t("myChemicals.remove"),
            keep: t("myChemicals.keep"),
          }}
        />
      ) : null}
      {sheetToRemove ? (
        <ConfirmRemoval
          path={path}
          texts={{
            question: t("myChemicals.removeSentSheetQuestion", { name: sheetToRemove.fileName }),
            hint: t("myChemicals.removeSentSheetHint"),
            confirm: t("myChemicals.removeSentSheet"),
            keep: t("myChemicals.keepSentSheet"),
          }}
        >
          <input type="hidden" name="sheetId" value={sheetToRemove.id} />
        </ConfirmRemoval>
      ) : null}
      {kept.storageLocation && findings.length ? (
        <LocationFindings location={kept.storageLocation} findings={findings} />
      ) : null}
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="space-y-6 xl:col-span-2">
          <section className="card space-y-3" aria-labelledby="label-heading">
            <h2 id="label-heading" className="text-lg font-semibold">
              {t("myChemicals.label")}
            </h2>
            <DangerBadge code={kept.chemical.dangerCode} />
            <Pictograms pictograms={kept.chemical.pictograms} />
            <p>
              {t("chemicals.signalWord")}: <SignalWordText signalWord={kept.chemical.signalWord} />
            </p>
          </section>
          {workProcesses ? <KeptChemicalUses uses={workProcesses} canEdit={canEdit} /> : null}
          <StatementList title={t("chemicals.hazardStatements")} statements={statements.hazard} />
          <StatementList title={t("chemicals.precautionaryStatements")} statements={statements.precautionary} />
          <section className="card space-y-4" aria-labelledby="sent-heading">
            <h2 id="sent-heading" className="text-lg font-semibold">
              {t("myChemicals.sentSheets")}
            </h2>
            <p className="text-sm text-slate-700">{t("myChemicals.sentSheetsHint")}</p>
            <SentSheetList sheets={sentSheets} removeParam={canEdit ? REMOVE_SHEET : undefined} />
            {sheetForm ? (
              <div className="border-t border-slate-200 pt-4">
                <AddSheetForm
                  title={t("myChemicals.addSentSheet")}
                  token={sheetForm.token}
                  languages={sheetForm.languages}
                  lastResult={lastResult}
                />
              </div>
            ) : null}
          </section>
        </div>
        <aside className="space-y-6">
          <section className="card" aria-labelledby="kept-heading">
            <h2 id="kept-heading" className="text-lg font-semibold">
              {t("myChemicals.kept")}
            </h2>
            <DetailList
              items={[
                { label: t("myChemicals.location"), value: kept.storageLocation },
                { label: t("myChemicals.department"), value: kept.department },
                { label: t("myChemicals.amount"), value: amount },
                { label: t("myChemicals.purpose"), value: kept.purpose },
                { label: t("myChemicals.supplier"), value: kept.supplier },
                { label: t("myChemicals.productNumber"), value: kept.productNumber },
                { label: t("myChemicals.storageClass"), value: kept.storageClass },
                { label: t("myChemicals.waterHazardClass"), value: kept.waterHazardClass },
                { label: t("myChemicals.producer"), value: kept.chemical.producer },
                { label: t("page.lastModified"), value: formatDateTime(kept.lastModifiedDate, i18n.language) },
              ]}
            />
          </section>
          <section className="card space-y-2" aria-labelledby="sds-heading">
            <h2 id="sds-heading" className="text-lg font-semibold">
              {t("myChemicals.sds")}
            </h2>
            <p>
              <SdsStatus sds={kept.sds} />
            </p>
            {kept.sheetId ? (
              <a href={`/chemical-sheets/${kept.chemical.id}/${kept.sheetId}`} className="link">
                {t("myChemicals.openSds")}
              </a>
            ) : null}
            {kept.storageLocation ? (
              <p>
                <Link to={`${PATH}/co-storage?location=${encodeURIComponent(kept.storageLocation)}`} className="link">
                  {t("myChemicals.checkCoStorage")}
                </Link>
              </p>
            ) : null}
          </section>
          {canEdit ? (
            <RemoveCard path={path} hint={t("myChemicals.removeHint")} label={t("myChemicals.remove")} />
          ) : null}
        </aside>
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.kept.chemical.name ?? "Chemical" }];
