import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { MAX_SHEET_BYTES } from "../../../../server/domain/file-policy";
import { requireRouteAccess } from "~/auth/guards.server";
import { DangerBadge } from "~/components/chemicals/hazard-label";
import { FieldErrors, FileInput } from "~/components/form/field";
import { SubmitButton } from "~/components/form/submit-button";
import { PageHeader } from "~/components/page/page-header";
import { megabytes } from "~/files/upload-feedback";
import { translateError } from "~/lib/error-message";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { ChemicalForm } from "../../admin/chemicals/chemical-form";
import { SheetFacts } from "./sheet-facts";
import { readSheet } from "./sheet-reading.server";

const ROUTE = "routes/chemicals/my-chemicals/read-sheet";
const PATH = "/chemicals/my-chemicals";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { language } = await requireRouteAccess(request, context, ROUTE);
  return { title: fixedT(language)("sheetReading.title") };
}

/** Reads the posted sheet and shows its draft; nothing is saved here (a multipart post, no script needed). */
export async function action({ request, context }: ActionFunctionArgs) {
  const { api, organizationId, language, user } = await requireRouteAccess(request, context, ROUTE);
  const maintains = user.systemPermissions.includes("MAINTAIN");
  return readSheet(request, { api, organizationId, language, maintains });
}

export default function ReadSheet() {
  const { t } = useTranslation();
  const reading = useActionData<typeof action>();
  const crumbs = [{ label: t("menu.groups.chemicals") }, { label: t("myChemicals.title"), to: PATH }];
  const error = reading && !reading.ok ? translateError(t, reading.error) : undefined;
  // The held sheet goes along with the chosen chemical, so that keeping it files the sheet too.
  const held = reading?.ok ? reading.draft.heldSheet : null;
  const choose = (chemicalId: number) => `${PATH}/new?chemical=${chemicalId}${held ? `&heldSheet=${held.id}` : ""}`;
  return (
    <>
      <PageHeader title={t("sheetReading.title")} crumbs={crumbs} description={t("sheetReading.intro")} />
      <Form method="post" encType="multipart/form-data" className="card mb-6 space-y-3">
        <FileInput
          id="sheet-file"
          name="file"
          accept="application/pdf,.pdf"
          required
          label={t("sheetReading.file")}
          hint={t("sheetReading.fileHint", { max: megabytes(MAX_SHEET_BYTES) })}
          aria-invalid={error ? true : undefined}
          aria-errormessage={error ? "sheet-file-error" : undefined}
        />
        <FieldErrors id="sheet-file-error" errors={error ? [error] : undefined} />
        <SubmitButton keyed={false}>{t("sheetReading.read")}</SubmitButton>
      </Form>
      {reading?.ok ? (
        <>
          <SheetFacts fileName={reading.fileName} draft={reading.draft} />
          <section className="card mb-6" aria-labelledby="catalogue-matches">
            <h2 id="catalogue-matches" className="text-lg font-semibold">
              {t("sheetReading.inCatalogue")}
            </h2>
            <p className="mt-1 text-slate-700">{t(held ? "sheetReading.held" : "sheetReading.notHeld")}</p>
            {reading.matches.length === 0 ? (
              <p className="mt-2 text-slate-700">{t("sheetReading.noMatch")}</p>
            ) : (
              <ul className="mt-2 divide-y divide-slate-200">
                {reading.matches.map((chemical) => (
                  <li key={chemical.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span>
                      <span className="font-medium">{chemical.name}</span>
                      {chemical.producer ? <span className="text-slate-700"> · {chemical.producer}</span> : null}{" "}
                      <DangerBadge code={chemical.dangerCode} />
                    </span>
                    <Link to={choose(chemical.id)} className="button-secondary">
                      {t("myChemicals.choose")}
                      <span className="sr-only"> {chemical.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            {reading.catalogue ? null : (
              <p className="mt-2 text-sm text-slate-700">{t("sheetReading.askMaintainer")}</p>
            )}
          </section>
          {reading.catalogue ? (
            <section aria-labelledby="catalogue-draft" className="space-y-3">
              <h2 id="catalogue-draft" className="text-lg font-semibold">
                {t("sheetReading.addToCatalogue")}
              </h2>
              <p className="text-slate-700">{t("sheetReading.checkBeforeSaving")}</p>
              {reading.catalogue.notInCatalogue.length > 0 ? (
                <p className="text-sm text-slate-700">
                  {t("sheetReading.substancesNotInCatalogue", {
                    names: reading.catalogue.notInCatalogue
                      .map((substance) =>
                        substance.casNumber ? `${substance.name} (${substance.casNumber})` : substance.name,
                      )
                      .join(", "),
                  })}
                </p>
              ) : null}
              <ChemicalForm
                action="/admin/chemicals/new"
                draft={reading.catalogue.draft}
                options={reading.catalogue.options}
                lastResult={undefined}
              />
            </section>
          ) : null}
        </>
      ) : null}
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "Read from a safety data sheet" },
];
