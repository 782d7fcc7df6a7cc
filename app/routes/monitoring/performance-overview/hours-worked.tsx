import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { MAX_MONTHLY_HOURS, performanceApi } from "../../../../server/api/contracts/performance";
import { businessToday } from "../../../../server/domain/recurrence";
import { requireRouteAccess } from "~/auth/guards.server";
import { monthNamesOf } from "~/components/charts/numbers";
import { FormErrors, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { optionalNumber } from "~/lib/form-schema";
import { submitForm } from "~/lib/route.server";
import { PERFORMANCE_OVERVIEW } from "~/routes/planning/objectives/paths";

const ROUTE = "routes/monitoring/performance-overview/hours-worked";
const PATH = `${PERFORMANCE_OVERVIEW}/hours-worked`;
/** The years offered: this one, the next, and five back; the address may name any year the API takes. */
const yearOf = (url: URL) => {
  const thisYear = Number(businessToday().slice(0, 4));
  const asked = Number(url.searchParams.get("year"));
  return Number.isInteger(asked) && asked >= 2000 && asked <= thisYear + 1 ? asked : thisYear;
};

const MONTHS = Array.from({ length: 12 }, (_, index) => `m${index + 1}`);
const hours = optionalNumber().pipe(
  z
    .number()
    .int("validation.wholeHours")
    .min(0, "validation.notNegative")
    .max(MAX_MONTHLY_HOURS, "validation.tooManyHours")
    .nullable(),
);
// A field per month (m1 … m12), so each month's refusal stands by its own input.
const schema = z
  .object({ year: z.coerce.number().int(), ...Object.fromEntries(MONTHS.map((name) => [name, hours])) })
  .transform(({ year, ...months }) => ({
    year,
    months: MONTHS.map((name) => (months as Record<string, number | null>)[name] ?? null),
  }));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId: org, canEdit } = await requireRouteAccess(request, context, ROUTE);
  const year = yearOf(new URL(request.url));
  const hours = await api.call(performanceApi.hoursWorked, { params: { org }, query: { year } });
  const thisYear = Number(businessToday().slice(0, 4));
  return { ...hours, canEdit, years: Array.from({ length: 7 }, (_, i) => thisYear + 1 - i) };
}

/** Keeps the year's hours, every month at once. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { api, organizationId: org } = await requireRouteAccess(request, context, ROUTE);
  return submitForm(request, context, {
    schema,
    message: "hoursWorked.saved",
    send: async (body) => {
      await api.call(performanceApi.setHoursWorked, { params: { org }, body });
      return `${PATH}?year=${body.year}`;
    },
  });
}

/** The hours worked per month, which the lost-time injury frequency is reckoned by. */
export default function HoursWorked() {
  const { t, i18n } = useTranslation();
  const { year, months, canEdit, years } = useLoaderData<typeof loader>();
  const names = monthNamesOf(i18n.language, "long");
  const [form, fields] = formState<Record<string, string>>({
    id: "hours-form",
    lastResult: useActionData<typeof action>(),
    defaultValue: Object.fromEntries(MONTHS.map((name, index) => [name, String(months[index] ?? "")])),
  });
  return (
    <>
      <PageHeader
        title={t("hoursWorked.title")}
        crumbs={[{ label: t("menu.groups.monitoring") }, { label: t("performance.title"), to: PERFORMANCE_OVERVIEW }]}
        description={t("hoursWorked.intro")}
      />
      <Form method="get" className="card mb-6 flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm font-medium">
          {t("hoursWorked.year")}
          <select name="year" defaultValue={year} className="input mt-1">
            {years.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button-secondary">
          {t("hoursWorked.show")}
        </button>
      </Form>
      <Form method="post" className="card space-y-4" {...form.props}>
        <h2 className="text-lg font-semibold">{t("hoursWorked.ofYear", { year })}</h2>
        <FormErrors form={form} />
        <input type="hidden" name="year" value={year} />
        <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {MONTHS.map((name, index) => (
            <TextField key={name} field={fields[name]!} label={names[index]!} inputMode="numeric" disabled={!canEdit} />
          ))}
        </div>
        <p className="text-sm text-slate-700">{t("hoursWorked.hint")}</p>
        {canEdit ? <SubmitButton>{t("hoursWorked.save")}</SubmitButton> : null}
      </Form>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = () => [{ title: "Hours worked" }];
