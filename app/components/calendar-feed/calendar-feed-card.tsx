import { Form } from "@remix-run/react";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/translation";
import { formatDateTime } from "~/lib/format";
import { CALENDAR_FEED_INTENTS, type CalendarFeedState } from "./targets";

type Intent = (typeof CALENDAR_FEED_INTENTS)[keyof typeof CALENDAR_FEED_INTENTS];

function IntentButton({
  postTo,
  intent,
  label,
  danger,
}: {
  postTo: string;
  intent: Intent;
  label: string;
  danger?: boolean;
}) {
  return (
    <Form method="post" action={postTo}>
      <input type="hidden" name="intent" value={intent} />
      <SubmitButton className={danger ? "button-danger" : "button-secondary"}>{label}</SubmitButton>
    </Form>
  );
}

/**
 * The user's calendar subscription to the control book or to their own work. The link is secret and
 * kept only as a hash, so it shows once, on the page right after it was made (`link`); later the card
 * only says it exists.
 */
export function CalendarFeedCard({
  state,
  link,
  postTo,
  intro,
}: {
  state: CalendarFeedState;
  link: string | null;
  /** Where its buttons post, and the key of the words that say what the calendar shows. */
  postTo: string;
  intro: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <section className="card space-y-3" aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title" className="text-lg font-semibold">
        {t("calendarFeed.title")}
      </h2>
      {link ? (
        <div>
          <label htmlFor="calendar-feed-link" className="block text-sm font-medium text-slate-800">
            {t("calendarFeed.linkLabel")}
          </label>
          <input
            id="calendar-feed-link"
            className="input mt-1 w-full font-mono text-sm"
            type="text"
            readOnly
            value={link}
            aria-describedby="calendar-feed-hint"
            onFocus={(event) => event.currentTarget.select()}
          />
          <p id="calendar-feed-hint" className="mt-1 text-sm text-slate-700">
            {t("calendarFeed.hint")}
          </p>
        </div>
      ) : (
        <p className="text-sm text-slate-700">
          {state.subscribed
            ? t("calendarFeed.subscribed", { date: formatDateTime(state.createdDate, i18n.language) })
            : t(intro)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {link || state.subscribed ? (
          <>
            <IntentButton postTo={postTo} intent={CALENDAR_FEED_INTENTS.create} label={t("calendarFeed.renew")} />
            <IntentButton
              postTo={postTo}
              intent={CALENDAR_FEED_INTENTS.revoke}
              label={t("calendarFeed.revoke")}
              danger
            />
          </>
        ) : (
          <IntentButton postTo={postTo} intent={CALENDAR_FEED_INTENTS.create} label={t("calendarFeed.create")} />
        )}
      </div>
    </section>
  );
}
