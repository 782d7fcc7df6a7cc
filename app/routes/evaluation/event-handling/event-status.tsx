import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { EVENT_STATUSES } from "../../../../server/domain/events";
import type { EventRecord } from "~/api/types";
import { FormErrors, TextAreaField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { useTranslation } from "~/i18n/translation";
import { formatDateTime } from "~/lib/format";
import { StatusBadge } from "./event-badges";

/** The event's status, the moves open to it (closing; reopening with a reason) and its history. */
export function EventStatus({
  event,
  canEdit,
  lastResult,
}: {
  event: EventRecord;
  canEdit: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t, i18n } = useTranslation();
  const [form, fields] = formState<{ status: string; reason: string; lastModifiedDate: string }>({
    id: "event-status",
    lastResult,
    defaultValue: {},
  });
  const closed = event.status === "CLOSED";
  const next = EVENT_STATUSES.slice(EVENT_STATUSES.indexOf(event.status) + 1);
  const errors = [...(form.errors ?? []), ...(fields.status.errors ?? [])];
  return (
    <section className="card space-y-3" aria-labelledby="status-heading">
      <h2 id="status-heading" className="text-lg font-semibold">
        {t("events.handling.status")}: <StatusBadge status={event.status} />
      </h2>
      {canEdit ? (
        <Form method="post" className="space-y-3" {...form.props}>
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="lastModifiedDate" value={String(event.lastModifiedDate)} />
          <FormErrors id={form.errorId} errors={errors} />
          {closed ? (
            <>
              <TextAreaField field={fields.reason} label={t("events.handling.reopenReason")} />
              <button type="submit" name="status" value="UNDER_INVESTIGATION" className="button-primary">
                {t("events.handling.reopen")}
              </button>
            </>
          ) : (
            <div className="flex flex-wrap gap-2">
              {next.map((status) => (
                <button
                  key={status}
                  type="submit"
                  name="status"
                  value={status}
                  className={status === "CLOSED" ? "button-primary" : "button-secondary"}
                >
                  {status === "CLOSED"
                    ? t("events.handling.close")
                    : t("events.handling.moveTo", { status: t(`events.status.${status}`) })}
                </button>
              ))}
            </div>
          )}
        </Form>
      ) : null}
      {event.statusChanges.length ? (
        <>
          <h3 className="font-semibold">{t("events.handling.history")}</h3>
          <ol className="space-y-1 text-sm">
            {event.statusChanges.map((change, index) => (
              <li key={index}>
                {formatDateTime(change.changedAt, i18n.language)} · {change.changedBy?.name ?? ""} ·{" "}
                {t(`events.status.${change.fromStatus}`)} → {t(`events.status.${change.toStatus}`)}
                {change.reason ? ` · ${change.reason}` : ""}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
