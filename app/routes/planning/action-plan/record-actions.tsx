import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { ACTION_KINDS } from "../../../../server/domain/actions";
import type { ActionSummary } from "~/api/types";
import { FormErrors, SelectField, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";
import { ActionStatusBadge } from "./action-status";
import { ACTION_PLAN } from "./paths";

/**
 * A record's actions in the action plan (an event's, a risk's), and (while it may change) a form to
 * plan one, posted to the record's page with the intent "addAction".
 */
export function RecordActions({
  actions,
  members,
  editable,
  lastResult,
  defaultKind,
}: {
  actions: ActionSummary[];
  defaultKind: (typeof ACTION_KINDS)[number];
  members: { id: number; name: string }[];
  editable: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t, i18n } = useTranslation();
  const [form, fields] = formState<{ kind: string; title: string; ownerId: string; dueDate: string }>({
    id: "record-action",
    lastResult,
    defaultValue: { kind: defaultKind },
  });
  return (
    <section className="card min-w-0 space-y-4" aria-labelledby="actions-heading">
      <h2 id="actions-heading" className="text-lg font-semibold">
        {t("actionPlan.ofRecord.heading")}
      </h2>
      {actions.length ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("actionPlan.ofRecord.heading")}</caption>
            <thead>
              <tr>
                {["title", "kind", "owner", "dueDate", "status"].map((name) => (
                  <th key={name} scope="col" className="p-2">
                    {t(`actions.${name}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {actions.map((action) => (
                <tr key={action.id} className="border-t border-slate-200 align-top">
                  <td className="p-2">
                    <Link to={`${ACTION_PLAN}/${action.id}`} className="link">
                      {action.title}
                    </Link>
                  </td>
                  <td className="p-2">{t(`actions.kindOptions.${action.kind}`)}</td>
                  <td className="p-2">{action.owner?.name ?? ""}</td>
                  <td className="p-2 whitespace-nowrap">
                    {formatDate(action.dueDate, i18n.language)}
                    {action.overdue ? (
                      <span className="ml-1 font-medium text-red-800">({t("actions.overdue")})</span>
                    ) : null}
                  </td>
                  <td className="p-2">
                    <ActionStatusBadge action={action} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-slate-600">{t("actionPlan.ofRecord.none")}</p>
      )}
      {editable ? (
        <Form method="post" className="space-y-3 border-t border-slate-200 pt-4" {...form.props}>
          <h3 className="font-semibold">{t("actionPlan.ofRecord.add")}</h3>
          <input type="hidden" name="intent" value="addAction" />
          <FormErrors form={form} />
          <TextField field={fields.title} label={t("actions.title")} required maxLength={200} />
          <div className="grid gap-4 md:grid-cols-3">
            <SelectField field={fields.kind} label={t("actions.kind")} required>
              {ACTION_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`actions.kindOptions.${kind}`)}
                </option>
              ))}
            </SelectField>
            <SelectField field={fields.ownerId} label={t("actions.owner")}>
              <option value="">{t("actions.noOwner")}</option>
              {members.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </SelectField>
            <TextField field={fields.dueDate} label={t("actions.dueDate")} type="date" />
          </div>
          <SubmitButton>{t("actionPlan.ofRecord.add")}</SubmitButton>
        </Form>
      ) : null}
    </section>
  );
}
