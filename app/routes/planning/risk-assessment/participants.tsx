import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FormErrors, SelectField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/translation";

type Participant = { member: { id: number; name: string }; safetyOrganization: boolean };

/**
 * Who took part in assessing the risk, those for the safety organization marked, and (for an editor)
 * a form to add one and a button to take one off: plain posts, so they work without script.
 */
export function RiskParticipants({
  participants,
  members,
  editable,
  lastResult,
}: {
  participants: Participant[];
  members: { id: number; name: string }[];
  editable: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = formState<{ membershipId: string; safetyOrganization: string }>({
    id: "risk-participant",
    lastResult,
  });
  const taken = new Set(participants.map((participant) => participant.member.id));
  return (
    <section className="card min-w-0 space-y-4" aria-labelledby="participants-heading">
      <h2 id="participants-heading" className="text-lg font-semibold">
        {t("risks.participants.heading")}
      </h2>
      {participants.length ? (
        <ul className="divide-y divide-slate-200">
          {participants.map(({ member, safetyOrganization }) => (
            <li key={member.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                {member.name}
                {safetyOrganization ? (
                  <span className="ml-2 rounded bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-900">
                    {t("risks.participants.safetyOrganization")}
                  </span>
                ) : null}
              </span>
              {editable ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="removeParticipant" />
                  <input type="hidden" name="membershipId" value={member.id} />
                  <button type="submit" className="button-secondary text-sm">
                    {t("risks.participants.remove", { name: member.name })}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600">{t("risks.participants.none")}</p>
      )}
      {editable ? (
        <Form method="post" className="space-y-3 border-t border-slate-200 pt-4" {...form.props}>
          <h3 className="font-semibold">{t("risks.participants.add")}</h3>
          <input type="hidden" name="intent" value="addParticipant" />
          <FormErrors form={form} />
          <SelectField field={fields.membershipId} label={t("risks.participants.member")} required>
            <option value="">{t("risks.participants.choose")}</option>
            {members
              .filter((member) => !taken.has(member.id))
              .map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
          </SelectField>
          <div className="flex items-start gap-2 text-sm">
            <input
              id={fields.safetyOrganization.id}
              type="checkbox"
              name={fields.safetyOrganization.name}
              className="mt-1"
            />
            <label htmlFor={fields.safetyOrganization.id} className="font-medium text-slate-800">
              {t("risks.participants.forSafetyOrganization")}
            </label>
          </div>
          <SubmitButton>{t("risks.participants.add")}</SubmitButton>
        </Form>
      ) : null}
    </section>
  );
}
