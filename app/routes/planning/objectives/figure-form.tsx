import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FormErrors, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";
import { useFigureText } from "./figure";

type Figure = { id: number; measuredOn: Date; value: number; note: string | null };

/** The figures of an objective measured by hand, the newest first, and (for editors) the form to enter one. */
export function EnteredFigures({
  objective,
  editable,
  today,
  lastResult,
}: {
  objective: { measure: "MANUAL"; unit: string | null; figures: Figure[] };
  editable: boolean;
  today: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t, i18n } = useTranslation();
  const figure = useFigureText();
  const [form, fields] = formState<{ measuredOn: string; value: string; note: string }>({
    id: "figure-form",
    lastResult,
    defaultValue: { measuredOn: today },
  });
  return (
    <section className="card min-w-0 space-y-3" aria-labelledby="figures-heading">
      <h2 id="figures-heading" className="text-lg font-semibold">
        {t("objectives.figures")}
      </h2>
      {objective.figures.length === 0 ? <p className="text-sm text-slate-700">{t("objectives.noFigures")}</p> : null}
      <ul className="divide-y divide-slate-200">
        {objective.figures.map((entry) => {
          const day = formatDate(entry.measuredOn, i18n.language);
          return (
            <li key={entry.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
              <span className="font-medium">{day}</span>
              <span>{figure(entry.value, objective)}</span>
              {entry.note ? <span className="text-slate-700">{entry.note}</span> : null}
              {editable ? (
                <Form method="post" className="ml-auto">
                  <input type="hidden" name="intent" value="removeFigure" />
                  <input type="hidden" name="figureId" value={entry.id} />
                  <button type="submit" className="button-secondary text-sm">
                    {t("objectives.removeFigure", { date: day })}
                  </button>
                </Form>
              ) : null}
            </li>
          );
        })}
      </ul>
      {editable ? (
        <Form method="post" className="space-y-3 border-t border-slate-200 pt-4" {...form.props}>
          <h3 className="font-semibold">{t("objectives.addFigure")}</h3>
          <input type="hidden" name="intent" value="addFigure" />
          <FormErrors form={form} />
          <div className="grid gap-4 md:grid-cols-3">
            <TextField field={fields.measuredOn} label={t("objectives.measuredOn")} type="date" required />
            <TextField
              field={fields.value}
              label={`${t("objectives.value")} (${objective.unit ?? ""})`}
              inputMode="decimal"
              required
            />
            <TextField field={fields.note} label={t("objectives.note")} />
          </div>
          <p className="text-sm text-slate-700">{t("objectives.sameDayReplaces")}</p>
          <SubmitButton>{t("objectives.addFigure")}</SubmitButton>
        </Form>
      ) : null}
    </section>
  );
}
