import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { ACTION_KINDS } from "../../../../server/domain/events";
import type { EventRecord } from "~/api/types";
import { FormErrors, SelectField, TextAreaField, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";
import { EVENT_HANDLING } from "./event-badges";

/** The event's corrective and preventive actions, and (while it is open) a form to add one. */
export function EventActions({
  event,
  members,
  editable,
  today,
  lastResult,
}: {
  event: EventRecord;
  members: { id: number; name: string }[];
  editable: boolean;
  today: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t, i18n } = useTranslation();
  const [form, fields] = formState<{ kind: string; description: string; responsibleMemberId: string; dueDate: string }>(
    {
      id: "event-action",
      lastResult,
      defaultValue: { kind: "CORRECTIVE" },
    },
  );
  return (
    <section className="card min-w-0 space-y-4" aria-labelledby="actions-heading">
      <h2 id="actions-heading" className="text-lg font-semibold">
        {t("events.handling.actions")}
      </h2>
      {event.actions.length ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("events.handling.actions")}</caption>
            <thead>
              <tr>
                <th scope="col" className="p-2">
                  {t("events.handling.actionKind")}
                </th>
                <th scope="col" className="p-2">
                  {t("events.handling.description")}
                </th>
                <th scope="col" className="p-2">
                  {t("events.handling.responsible")}
                </th>
                <th scope="col" className="p-2">
                  {t("events.handling.dueDate")}
                </th>
                <th scope="col" className="p-2">
                  {t("events.handling.doneDate")}
                </th>
                <th scope="col" className="p-2">
                  {t("events.handling.effectiveness")}
                </th>
              </tr>
            </thead>
            <tbody>
              {event.actions.map((action) => {
                const due = action.dueDate?.toISOString().slice(0, 10);
                const overdue = !action.doneDate && due !== undefined && due < today;
                return (
                  <tr key={action.id} className="border-t border-slate-200 align-top">
                    <td className="p-2">{t(`events.actionKind.${action.kind}`)}</td>
                    <td className="p-2">
                      {editable ? (
                        <Link to={`${EVENT_HANDLING}/${event.id}/actions/${action.id}/edit`} className="link">
                          {action.description}
                        </Link>
                      ) : (
                        action.description
                      )}
                    </td>
                    <td className="p-2">{action.responsibleMember?.name ?? ""}</td>
                    <td className="p-2">
                      {formatDate(action.dueDate, i18n.language)}
                      {overdue ? (
                        <span className="ml-1 font-medium text-red-800">({t("events.handling.overdue")})</span>
                      ) : null}
                    </td>
                    <td className="p-2">
                      {action.doneDate ? formatDate(action.doneDate, i18n.language) : t("events.handling.notDone")}
                    </td>
                    <td className="p-2">
                      {action.effectiveness
                        ? t(`events.effectiveness.${action.effectiveness}`)
                        : action.doneDate
                          ? t("events.handling.notChecked")
                          : ""}
                      {action.effectivenessNote ? (
                        <div className="text-slate-600">{action.effectivenessNote}</div>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-slate-600">{t("events.handling.noActions")}</p>
      )}
      {editable ? (
        <Form method="post" className="space-y-3 border-t border-slate-200 pt-4" {...form.props}>
          <h3 className="font-semibold">{t("events.handling.addAction")}</h3>
          <input type="hidden" name="intent" value="addAction" />
          <FormErrors form={form} />
          <div className="grid gap-4 md:grid-cols-2">
            <SelectField field={fields.kind} label={t("events.handling.actionKind")} required>
              {ACTION_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`events.actionKind.${kind}`)}
                </option>
              ))}
            </SelectField>
            <SelectField field={fields.responsibleMemberId} label={t("events.handling.responsible")}>
              <option value="">{t("events.handling.noResponsible")}</option>
              {members.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </SelectField>
          </div>
          <TextAreaField field={fields.description} label={t("events.handling.description")} />
          <TextField field={fields.dueDate} label={t("events.handling.dueDate")} type="date" />
          <button type="submit" className="button-primary">
            {t("events.handling.addAction")}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
