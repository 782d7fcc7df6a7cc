import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { eventsApi } from "../../../../server/api/contracts/events";
import { EFFECTIVENESS, isReadOnly } from "../../../../server/domain/events";
import { requireRouteAccess } from "~/auth/guards.server";
import { FormErrors, SelectField, TextAreaField, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { EditActions, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { dateInputValue } from "~/lib/format";
import { requireId } from "~/lib/route.server";
import { saveAction } from "./action-edit.server";
import { EVENT_HANDLING } from "./event-badges";

const FORM_ID = "event-action-form";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(
    request,
    context,
    "routes/evaluation/event-handling/action-edit",
  );
  const event = await api.call(eventsApi.get, { params: { org: organizationId, id: requireId(params) } });
  const eventAction = event.actions.find((one) => one.id === requireId(params, "actionId"));
  if (!eventAction) throw new Response("Not found", { status: 404 });
  if (isReadOnly(event.status)) throw new Response("Closed", { status: 409 });
  return { event: { id: event.id, title: event.title }, eventAction };
}

export function action(args: ActionFunctionArgs) {
  return saveAction(args);
}

/** An action of an event: when it was done, and whether it was effective. */
export default function EditEventAction() {
  const { t } = useTranslation();
  const { event, eventAction } = useLoaderData<typeof loader>();
  const path = `${EVENT_HANDLING}/${event.id}`;
  const [form, fields] = formState<{ doneDate: string; effectiveness: string; effectivenessNote: string }>({
    id: FORM_ID,
    lastResult: useActionData<typeof action>(),
    defaultValue: {
      doneDate: dateInputValue(eventAction.doneDate),
      effectiveness: eventAction.effectiveness ?? "",
      effectivenessNote: eventAction.effectivenessNote ?? "",
    },
  });
  return (
    <>
      <PageHeader
        title={eventAction.description}
        crumbs={[
          { label: t("menu.groups.evaluation") },
          { label: t("events.handling.title"), to: EVENT_HANDLING },
          { label: event.title, to: path },
        ]}
        actions={<EditActions cancelTo={path} formId={FORM_ID} />}
      />
      <Form method="post" className="card space-y-4" {...form.props}>
        <p className="text-sm text-slate-700">{t(`events.actionKind.${eventAction.kind}`)}</p>
        <input type="hidden" name="lastModifiedDate" value={String(eventAction.lastModifiedDate)} />
        <FormErrors form={form} />
        <TextField field={fields.doneDate} label={t("events.handling.doneDate")} type="date" />
        <SelectField
          field={fields.effectiveness}
          label={t("events.handling.effectiveness")}
          hint={t("events.handling.effectivenessHint")}
        >
          <option value="">{t("events.handling.notChecked")}</option>
          {EFFECTIVENESS.map((value) => (
            <option key={value} value={value}>
              {t(`events.effectiveness.${value}`)}
            </option>
          ))}
        </SelectField>
        <TextAreaField field={fields.effectivenessNote} label={t("events.handling.effectivenessNote")} />
      </Form>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.eventAction.description ?? "Action" }];
