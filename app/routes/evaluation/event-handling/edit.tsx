import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { eventsApi } from "../../../../server/api/contracts/events";
import { isReadOnly } from "../../../../server/domain/events";
import { requireRouteAccess } from "~/auth/guards.server";
import { FormErrors, TextAreaField, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { EditActions, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { departmentOptions } from "~/lib/department-options.server";
import { requireId } from "~/lib/route.server";
import { nowInBusinessZone } from "../../events/business-clock.server";
import { ReportFields, type ReportField } from "../../events/event-report-fields";
import { EVENT_HANDLING } from "./event-badges";
import { editValues, saveEvent } from "./edit.server";
import { WHYS } from "./whys";

const FORM_ID = "event-edit-form";
type EditValues = Record<
  ReportField | (typeof WHYS)[number] | "cause" | "contributingFactors" | "reportedToAuthorityOn",
  string
>;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, "routes/evaluation/event-handling/edit");
  const [event, departments] = await Promise.all([
    api.call(eventsApi.get, { params: { org: organizationId, id: requireId(params) } }),
    departmentOptions(api, organizationId),
  ]);
  // A closed event does not change until it is reopened.
  if (isReadOnly(event.status)) throw new Response("Closed", { status: 409 });
  return {
    event: { id: event.id, title: event.title, lastModifiedDate: event.lastModifiedDate },
    values: editValues(event, organizationId),
    departments,
    today: nowInBusinessZone().occurredDate,
  };
}

export const action = saveEvent;

/** An event's report, corrected as more is known, and its investigation: cause, five whys, contributing factors. */
export default function EditEvent() {
  const { t } = useTranslation();
  const { event, values, departments, today } = useLoaderData<typeof loader>();
  const path = `${EVENT_HANDLING}/${event.id}`;
  const [form, fields] = formState<EditValues>({
    id: FORM_ID,
    lastResult: useActionData<typeof action>(),
    defaultValue: values,
  });
  return (
    <>
      <PageHeader
        title={event.title}
        crumbs={[
          { label: t("menu.groups.evaluation") },
          { label: t("events.handling.title"), to: EVENT_HANDLING },
          { label: event.title, to: path },
        ]}
        actions={<EditActions cancelTo={path} formId={FORM_ID} />}
      />
      <Form method="post" className="max-w-2xl space-y-6" {...form.props}>
        <input type="hidden" name="lastModifiedDate" value={String(event.lastModifiedDate)} />
        <FormErrors form={form} />
        <section className="card space-y-6 [&_.input]:min-h-11" aria-labelledby="report-heading">
          <h2 id="report-heading" className="text-lg font-semibold">
            {t("events.handling.report")}
          </h2>
          <ReportFields fields={fields} departments={departments} today={today} />
          <TextField
            field={fields.reportedToAuthorityOn}
            label={t("events.handling.fields.reportedToAuthorityOn")}
            hint={t("events.handling.fields.reportedToAuthorityHint")}
            type="date"
            max={today}
          />
        </section>
        <section className="card space-y-4" aria-labelledby="investigation-heading">
          <h2 id="investigation-heading" className="text-lg font-semibold">
            {t("events.handling.investigation")}
          </h2>
          <TextAreaField field={fields.cause} label={t("events.handling.cause")} />
          <fieldset className="space-y-2">
            <legend className="font-medium">{t("events.handling.whys")}</legend>
            {WHYS.map((name, index) => (
              <TextField
                key={name}
                field={fields[name]}
                label={t("events.handling.why", { number: index + 1 })}
                maxLength={500}
              />
            ))}
          </fieldset>
          <TextAreaField field={fields.contributingFactors} label={t("events.handling.contributingFactors")} />
        </section>
      </Form>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.event.title ?? "Event" }];
