import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { chemicalsApi } from "../../../../server/api/contracts/chemicals";
import { requireRouteAccess } from "~/auth/guards.server";
import { SentSheetList } from "~/components/chemicals/sent-sheets";
import { StatementList } from "~/components/chemicals/statement-list";
import { EditLink, PageHeader } from "~/components/page/page-header";
import { ConfirmRemoval, REMOVE_INTENT } from "~/components/page/removal";
import { useTranslation } from "~/i18n/translation";
import { sheetLanguageOptions } from "~/lib/language-names.server";
import { requireId } from "~/lib/route.server";
import { countryOptions } from "~/lib/territories.server";
import { Countries } from "./chemical-countries";
import { Composition, Facts, Restrictions, Supplies, Transport } from "./chemical-sections";
import { chemicalView } from "./chemical-view.server";
import { LabelCard } from "./label-card";
import { CHEMICALS, chemicalPath, REMOVE_SHEET, sentSheetDownloadPath } from "./paths";
import { adoptSentSheet, addSheet, catalogueSheets, removeSheet, sheetFormToken } from "./sheet-actions.server";
import { ADOPT_INTENT, AdoptSheetForm, AddSheetForm } from "./sheet-form";

const ROUTE = "routes/admin/chemicals/detail";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, canEdit, language } = await requireRouteAccess(request, context, ROUTE);
  const [chemical, sent] = await Promise.all([
    chemicalView(api, requireId(params), language),
    api.call(chemicalsApi.sentSheets, { params: { id: requireId(params) } }),
  ]);
  const sentSheets = sent.content.map((sheet) => ({
    id: sheet.id,
    fileName: sheet.file.name,
    language: sheet.language,
    lastRevisionDate: sheet.lastRevisionDate,
    organization: sheet.organization.name,
    href: sentSheetDownloadPath(chemical.id, sheet.id),
  }));
  const removing = Number(new URL(request.url).searchParams.get(REMOVE_SHEET));
  const sheets = chemical.countries.flatMap((country) => country.sheets.map((sheet) => ({ ...sheet, country })));
  const sheetToRemove = canEdit ? sheets.find((sheet) => sheet.id === removing) : undefined;
  return {
    chemical,
    sentSheets,
    canEdit,
    sheetToRemove: sheetToRemove ? { id: sheetToRemove.id, fileName: sheetToRemove.fileName } : null,
    // What the form to add a sheet offers, and the token that tells its repeated post from a new one.
    sheetForm: canEdit
      ? { token: sheetFormToken(), countries: countryOptions(language), languages: sheetLanguageOptions(language) }
      : null,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, user } = await requireRouteAccess(request, context, ROUTE);
  const chemicalId = requireId(params);
  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    const target = catalogueSheets(api, chemicalId);
    return addSheet(request, context, { api, userId: user.id, target, addedToast: "adminChemicals.sheetAdded" });
  }
  const form = await request.formData();
  if (form.get("intent") === ADOPT_INTENT) return adoptSentSheet(context, api, chemicalId, form);
  if (form.get("intent") !== REMOVE_INTENT) throw new Response("Unknown action", { status: 400 });
  return removeSheet(context, api, chemicalId, form);
}

/**
 * One chemical of the catalogue: what it is, its label and statements in the reader's language, what
 * it is made of, who supplies it, its data and safety data sheets per country, the restriction lists
 * that name its substances, and how it is carried.
 */
export default function ChemicalDetail() {
  const { t } = useTranslation();
  const { chemical, sentSheets, canEdit, sheetToRemove, sheetForm } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const path = chemicalPath(chemical.id);
  return (
    <>
      <PageHeader
        title={chemical.name}
        crumbs={[
          { label: t("admin.title"), to: "/admin" },
          { label: t("adminChemicals.title"), to: CHEMICALS },
        ]}
        actions={<EditLink to={`${path}/edit`} allowed={canEdit} />}
      />
      {sheetToRemove ? (
        <ConfirmRemoval
          path={path}
          texts={{
            question: t("adminChemicals.removeSheetQuestion", { name: sheetToRemove.fileName }),
            hint: t("adminChemicals.removeSheetHint"),
            confirm: t("adminChemicals.removeSheetConfirm"),
            keep: t("adminChemicals.keepSheet"),
          }}
        >
          <input type="hidden" name="sheetId" value={sheetToRemove.id} />
        </ConfirmRemoval>
      ) : null}
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="min-w-0 space-y-6 xl:col-span-2">
          <Facts chemical={chemical} />
          <StatementList title={t("adminChemicals.hStatements")} statements={chemical.hazardStatements} />
          <StatementList title={t("adminChemicals.euhStatements")} statements={chemical.euHazardStatements} />
          <StatementList title={t("adminChemicals.pStatements")} statements={chemical.precautionaryStatements} />
          <Composition substances={chemical.substances} />
          <Supplies supplies={chemical.supplies} />
          <Countries countries={chemical.countries} chemicalId={chemical.id} canEdit={canEdit}>
            {sheetForm ? (
              <AddSheetForm
                title={t("adminChemicals.addSheet")}
                token={sheetForm.token}
                countries={sheetForm.countries}
                languages={sheetForm.languages}
                lastResult={lastResult}
              />
            ) : null}
          </Countries>
          <section className="card space-y-3" aria-labelledby="sent-sheets-heading">
            <h2 id="sent-sheets-heading" className="text-lg font-semibold">
              {t("adminChemicals.sentSheets")}
            </h2>
            <p className="text-sm text-slate-700">{t("adminChemicals.sentSheetsHint")}</p>
            <SentSheetList
              sheets={sentSheets}
              action={
                sheetForm ? (sheet) => <AdoptSheetForm sheet={sheet} countries={sheetForm.countries} /> : undefined
              }
            />
          </section>
          <Restrictions restrictions={chemical.restrictions} />
          <Transport transport={chemical.transport} />
        </div>
        <div className="min-w-0">
          <LabelCard label={chemical.label} />
        </div>
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.chemical.name ?? "Chemical" }];
