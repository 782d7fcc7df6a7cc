import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { eventsApi } from "../../../../server/api/contracts/events";
import { isReadOnly } from "../../../../server/domain/events";
import { requireRouteAccess } from "~/auth/guards.server";
import { FormErrors, TextAreaField, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { EditActions, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { requireId } from "~/lib/route.server";
import { EVENT_HANDLING } from "./event-badges";
import { saveInvestigation } from "./edit.server";

const FORM_ID = "investigation-form";
const WHYS = ["why1", "why2", "why3", "why4", "why5"] as const;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, "routes/evaluation/event-handling/edit");
  const event = await api.call(eventsApi.get, { params: { org: organizationId, id: requireId(params) } });
  // A closed event does not change until it is reopened.
  if (isReadOnly(event.status)) throw new Response("Closed", { status: 409 });
  return { event };
}

export const action = saveInvestigation;

/** The investigation of an event: its cause, five whys and contributing factors. */
export default function EditEvent() {
  const { t } = useTranslation();
  const { event } = useLoaderData<typeof loader>();
  const path = `${EVENT_HANDLING}/${event.id}`;
  const [form, fields] = formState<Record<string, string>>({
    id: FORM_ID,
    lastResult: useActionData<typeof action>(),
    defaultValue: {
      cause: event.cause ?? "",
      contributingFactors: event.contributingFactors ?? "",
      ...Object.fromEntries(WHYS.map((name, index) => [name, event.whys[index] ?? ""])),
    },
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
      <Form method="post" className="card space-y-4" {...form.props}>
        <h2 className="text-lg font-semibold">{t("events.handling.investigation")}</h2>
        <input type="hidden" name="lastModifiedDate" value={String(event.lastModifiedDate)} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextAreaField field={fields.cause!} label={t("events.handling.cause")} />
        <fieldset className="space-y-2">
          <legend className="font-medium">{t("events.handling.whys")}</legend>
          {WHYS.map((name, index) => (
            <TextField
              key={name}
              field={fields[name]!}
              label={t("events.handling.why", { number: index + 1 })}
              maxLength={500}
            />
          ))}
        </fieldset>
        <TextAreaField field={fields.contributingFactors!} label={t("events.handling.contributingFactors")} />
      </Form>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.event.title ?? "Event" }];
