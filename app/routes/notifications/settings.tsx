import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { requireRouteAccess } from "~/auth/guards.server";
import { FormErrors, SelectField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { flashToast, successToast } from "~/toast/toast.server";
import { notificationsApi } from "../../../server/api/contracts/notifications";
import {
  DIGEST_FREQUENCIES,
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_TOPICS,
  type NotificationTopic,
} from "../../../server/domain/notifications";

const ROUTE = "routes/notifications/settings";

const delivery = z.enum(NOTIFICATION_DELIVERIES, "validation.invalid");
const schema = z.object({
  digestFrequency: z.enum(DIGEST_FREQUENCIES, "validation.invalid"),
  ...(Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, delivery])) as Record<
    NotificationTopic,
    typeof delivery
  >),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, language } = await requireRouteAccess(request, context, ROUTE);
  const settings = await api.call(notificationsApi.settings);
  return { title: fixedT(language)("notificationSettings.title"), settings };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireRouteAccess(request, context, ROUTE);
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== "success") return submission.reply();
  const { digestFrequency, ...deliveries } = submission.value;
  await api.call(notificationsApi.saveSettings, { body: { digestFrequency, deliveries } });
  const toast = await flashToast(context, successToast("toast.success.title", "notificationSettings.saved"));
  return redirect("/notifications/settings", { headers: { "Set-Cookie": toast } });
}

/** How the user hears of each kind of deadline, and how often their digest comes; a plain form. */
export default function NotificationSettings() {
  const { t } = useTranslation();
  const { settings } = useLoaderData<typeof loader>();
  const [form, fields] = formState<z.input<typeof schema>>({
    id: "notification-settings",
    lastResult: useActionData<typeof action>(),
    defaultValue: { digestFrequency: settings.digestFrequency, ...settings.deliveries },
  });
  return (
    <>
      <PageHeader
        title={t("notificationSettings.title")}
        crumbs={[{ label: t("notifications.title"), to: "/notifications" }]}
        description={t("notificationSettings.intro")}
      />
      <Form method="post" className="card max-w-2xl space-y-6" {...form.props}>
        <FormErrors form={form} />
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-semibold">{t("notificationSettings.deliveriesLegend")}</legend>
          {NOTIFICATION_TOPICS.map((topic) => (
            <SelectField key={topic} field={fields[topic]} label={t(`workItems.kindOptions.${topic}`)}>
              {NOTIFICATION_DELIVERIES.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`notificationSettings.deliveries.${choice}`)}
                </option>
              ))}
            </SelectField>
          ))}
        </fieldset>
        <SelectField field={fields.digestFrequency} label={t("notificationSettings.digestFrequency")}>
          {DIGEST_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {t(`notificationSettings.frequencies.${frequency}`)}
            </option>
          ))}
        </SelectField>
        <SubmitButton className="button-primary">{t("page.save")}</SubmitButton>
      </Form>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Notification settings" }];
