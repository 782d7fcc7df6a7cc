import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { matrixCells, MATRIX_STEPS } from "../../../../server/domain/risks";
import { requireRouteAccess } from "~/auth/guards.server";
import { FormErrors, SelectField, TextAreaField, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { domainMatrix, holdingMatrix, stepWordsIn } from "./matrix.server";
import { saveMatrix, type MatrixValues } from "./matrix-form.server";
import { RiskLevelBadge } from "./risk-level";

const REGISTER = "/planning/risk-assessment";
const ROUTE = "routes/planning/risk-assessment/matrix";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, language, canEdit } = await requireRouteAccess(request, context, ROUTE);
  const { matrix, stepWords } = await holdingMatrix(api, organizationId, language);
  return {
    matrix,
    rows: matrixCells(domainMatrix(matrix)),
    words: { likelihood: stepWords.likelihood, severity: stepWords.severity },
    // The form starts at the words in use in both languages, the product's where the holding has none.
    formWords: Object.fromEntries(
      (["likelihood", "severity"] as const).flatMap((field) =>
        (["en", "da"] as const).map((lang) => [
          `${field}${lang === "en" ? "En" : "Da"}`,
          stepWordsIn(
            lang,
            field,
            matrix[`${field === "likelihood" ? "likelihoods" : "severities"}`],
            matrix[`${field}Words`],
          )
            .filter(Boolean)
            .join("\n"),
        ]),
      ),
    ),
    // The matrix is the holding's: set where the holding is the active organization.
    settable: canEdit && matrix.holding.id === organizationId,
    title: fixedT(language)("risks.matrix.title"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, ROUTE);
  return saveMatrix(request, context, api, organizationId);
}

const STEP_COUNTS = Array.from({ length: MATRIX_STEPS.max - MATRIX_STEPS.min + 1 }, (_, i) => MATRIX_STEPS.min + i);

/** The holding's risk matrix: each cell's level, the words of each step, and (for its managers) the form to set it. */
export default function RiskMatrix() {
  const { t } = useTranslation();
  const { matrix, rows, words, formWords, settable } = useLoaderData<typeof loader>();
  const [form, fields] = formState<MatrixValues>({
    id: "risk-matrix",
    lastResult: useActionData<typeof action>(),
    defaultValue: {
      likelihoods: String(matrix.likelihoods),
      severities: String(matrix.severities),
      low: String(matrix.bounds.low),
      medium: String(matrix.bounds.medium),
      high: String(matrix.bounds.high),
      ...formWords,
    },
  });
  const stepText = (step: number, word: string | undefined) => (word ? `${step} · ${word}` : String(step));
  return (
    <>
      <PageHeader
        title={t("risks.matrix.title")}
        crumbs={[{ label: t("menu.groups.planning") }, { label: t("risks.title"), to: REGISTER }]}
      />
      <div className="space-y-6">
        <section className="card min-w-0 space-y-3" aria-labelledby="matrix-heading">
          <h2 id="matrix-heading" className="text-lg font-semibold">
            {t("risks.matrix.levels")}
          </h2>
          <p className="text-sm text-slate-700">
            {matrix.lastModifiedDate ? t("risks.matrix.own") : t("risks.matrix.default")}
          </p>
          {/* Focusable: a phone scrolls the wider matrices by keyboard too (axe: scrollable-region-focusable). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus */}
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="matrix-heading">
            <table className="text-sm">
              <caption className="sr-only">{t("risks.matrix.levels")}</caption>
              <thead>
                <tr>
                  <th scope="col" className="p-1 text-left">
                    {t("risks.matrix.likelihoodBySeverity")}
                  </th>
                  {rows[0]!.cells.map((cell) => (
                    <th key={cell.severity} scope="col" className="p-1 text-left font-medium">
                      {stepText(cell.severity, words.severity[cell.severity - 1])}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.likelihood}>
                    <th scope="row" className="p-1 text-left font-medium">
                      {stepText(row.likelihood, words.likelihood[row.likelihood - 1])}
                    </th>
                    {row.cells.map((cell) => (
                      <td key={cell.severity} className="p-1">
                        <RiskLevelBadge level={cell.level} likelihood={row.likelihood} severity={cell.severity} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
        {settable ? (
          <Form method="post" className="card max-w-5xl space-y-4" {...form.props}>
            <h2 className="text-lg font-semibold">{t("risks.matrix.set")}</h2>
            <p className="text-sm text-slate-700">{t("risks.matrix.setHint")}</p>
            <FormErrors form={form} />
            <input type="hidden" name="lastModifiedDate" value={matrix.lastModifiedDate ?? ""} />
            <div className="grid gap-4 sm:grid-cols-2">
              {(["likelihoods", "severities"] as const).map((name) => (
                <SelectField key={name} field={fields[name]} label={t(`risks.matrix.${name}`)} required>
                  {STEP_COUNTS.map((count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </SelectField>
              ))}
            </div>
            <fieldset className="grid gap-4 sm:grid-cols-3">
              <legend className="mb-1 text-sm font-medium text-slate-800">{t("risks.matrix.bounds")}</legend>
              {(["low", "medium", "high"] as const).map((name) => (
                <TextField key={name} field={fields[name]} label={t(`risks.matrix.${name}`)} type="number" required />
              ))}
            </fieldset>
            <p className="text-sm text-slate-700">{t("risks.matrix.wordsHint")}</p>
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
              {(["likelihoodEn", "likelihoodDa", "severityEn", "severityDa"] as const).map((name) => (
                <TextAreaField key={name} field={fields[name]} label={t(`risks.matrix.${name}`)} rows={6} />
              ))}
            </div>
            <SubmitButton>{t("risks.matrix.save")}</SubmitButton>
          </Form>
        ) : (
          <p className="card text-sm text-slate-700">{t("risks.matrix.atHolding")}</p>
        )}
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Risk matrix" }];
