import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { isUpstreamStatus } from "~/api/problem";
import { getVisitor } from "~/auth/visitor.server";
import { SubmitButton } from "~/components/form/submit-button";
import { PublicFrame } from "~/components/public-frame";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { notificationsApi } from "../../server/api/contracts/notifications";
import { NOTIFICATION_TOPICS, type NotificationTopic } from "../../server/domain/notifications";

/** Public pages are plain HTML forms and text: they ship no JavaScript (docs/decisions/004). */
export const handle = { hydrate: false };

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token")?.slice(0, 200) ?? "";

// The topic is written in the token as it is; the server checks the signature when the form is sent.
const topicOf = (token: string): NotificationTopic | "ALL" | null => {
  const topic = token.split(".")[1] ?? "";
  return topic === "ALL" || (NOTIFICATION_TOPICS as readonly string[]).includes(topic)
    ? (topic as NotificationTopic | "ALL")
    : null;
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { language } = await getVisitor(request, context);
  const token = tokenOf(request);
  return { title: fixedT(language)("unsubscribe.title"), token, topic: topicOf(token) };
}

/**
 * The page's button, and a mail program's one-click unsubscribe (RFC 8058: a POST to the link, which
 * carries the token, with `List-Unsubscribe=One-Click` as its body): both answer 200 with the outcome.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await getVisitor(request, context);
  try {
    await api.call(notificationsApi.unsubscribe, { body: { token: tokenOf(request) } });
    return { outcome: "done" as const };
  } catch (error) {
    if (isUpstreamStatus(error, 400) || isUpstreamStatus(error, 422)) return { outcome: "invalid" as const };
    throw error;
  }
}

export default function Unsubscribe() {
  const { t } = useTranslation();
  const { token, topic } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>()?.outcome ?? (topic ? null : "invalid");
  return (
    <PublicFrame>
      <div className="card mx-auto w-full max-w-md space-y-4">
        <h1 className="text-2xl font-bold tracking-tight">{t("unsubscribe.title")}</h1>
        {outcome ? (
          <p role="status" className="rounded-md bg-primary-50 p-3 text-sm text-primary-900">
            {t(`unsubscribe.${outcome}`)}
          </p>
        ) : (
          <Form method="post" action={`/unsubscribe?token=${encodeURIComponent(token)}`} className="space-y-4">
            <p>
              {topic === "ALL"
                ? t("unsubscribe.askAll")
                : t("unsubscribe.askTopic", { topic: t(`workItems.kindOptions.${topic}`) })}
            </p>
            <SubmitButton className="button-primary w-full">{t("unsubscribe.confirm")}</SubmitButton>
          </Form>
        )}
        <p className="text-sm">
          <Link to="/notifications/settings" className="link">
            {t("unsubscribe.settings")}
          </Link>
        </p>
      </div>
    </PublicFrame>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Stop mails" }];
