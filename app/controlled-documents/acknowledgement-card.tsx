import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { ChoiceList } from "~/components/form/choice-list";
import { FormErrors, TextField } from "~/components/form/field";
import type { FieldState } from "~/components/form/form-state";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/translation";
import { formatDate, formatMomentDate } from "~/lib/format";
import { ACKNOWLEDGE_INTENT } from "./kinds";

type Named = { id: number; name: string };
export type AudienceNames = { everyone: boolean; departments: Named[]; roles: Named[] };
type Acknowledgement = {
  revisionId: number;
  revision: string;
  acknowledgeBy: Date | string;
  audience: AudienceNames;
  concerned: number;
  acknowledged: number;
  mine: "PENDING" | "ACKNOWLEDGED" | null;
};
type Member = { member: Named; organization: Named; acknowledgedAt: Date | string | null };

/** Whom a revision concerns, in words: everyone, or its departments and roles by name. */
export function audienceText(audience: AudienceNames, t: (key: string) => string) {
  if (audience.everyone) return t("acknowledgement.everyoneShort");
  return [...audience.departments, ...audience.roles].map((part) => part.name).join(", ");
}

/**
 * The acknowledgement in force (decision 044): whom the major revision concerns, how many have read it,
 * who has and who has not, and for a member it concerns the way to say they have.
 */
export function AcknowledgementCard({
  acknowledgement,
  members,
  result,
}: {
  acknowledgement: Acknowledgement;
  members: Member[];
  result?: SubmissionResult<string[]>;
}) {
  const { t, i18n } = useTranslation();
  const [form] = formState({ id: "acknowledge-form", lastResult: result });
  const done = members.filter((member) => member.acknowledgedAt !== null);
  const waiting = members.filter((member) => member.acknowledgedAt === null);
  const by = formatDate(acknowledgement.acknowledgeBy, i18n.language);
  return (
    <section className="card space-y-3" aria-labelledby="acknowledgement-heading">
      <h2 id="acknowledgement-heading" className="text-lg font-semibold">
        {t("acknowledgement.title")}
      </h2>
      <p className="text-sm text-slate-700">
        {t("acknowledgement.summary", { revision: acknowledgement.revision, date: by })}
        <span className="block">
          {t("acknowledgement.concerns")}: {audienceText(acknowledgement.audience, t)}
        </span>
      </p>
      <p className="text-sm font-semibold">
        {t("acknowledgement.progress", {
          acknowledged: acknowledgement.acknowledged,
          concerned: acknowledgement.concerned,
        })}
      </p>
      {acknowledgement.mine === "PENDING" ? (
        <Form method="post" className="space-y-2 rounded border border-amber-300 bg-amber-50 p-3" {...form.props}>
          <p className="text-sm">{t("acknowledgement.askedOfYou", { revision: acknowledgement.revision, date: by })}</p>
          <input type="hidden" name="intent" value={ACKNOWLEDGE_INTENT} />
          <input type="hidden" name="revisionId" value={acknowledgement.revisionId} />
          <FormErrors form={form} />
          <SubmitButton className="button-primary">{t("acknowledgement.acknowledge")}</SubmitButton>
        </Form>
      ) : acknowledgement.mine === "ACKNOWLEDGED" ? (
        <p className="text-sm text-green-800">{t("acknowledgement.mineDone")}</p>
      ) : null}
      <MemberList title={t("acknowledgement.hasNot", { count: waiting.length })} members={waiting} />
      <MemberList
        title={t("acknowledgement.has", { count: done.length })}
        members={done}
        when={(member) => formatMomentDate(member.acknowledgedAt, i18n.language)}
      />
    </section>
  );
}

function MemberList({ title, members, when }: { title: string; members: Member[]; when?: (m: Member) => string }) {
  const { t } = useTranslation();
  return (
    <details className="text-sm" open={members.length > 0 && members.length <= 10}>
      <summary className="cursor-pointer font-medium">{title}</summary>
      {members.length === 0 ? (
        <p className="mt-1 text-slate-600">{t("acknowledgement.nobody")}</p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-100">
          {members.map((member) => (
            <li key={member.member.id} className="flex flex-wrap justify-between gap-x-2 py-1">
              <span className="wrap-anywhere">
                {member.member.name} <span className="text-xs text-slate-600">· {member.organization.name}</span>
              </span>
              {when ? <span className="text-xs text-slate-600">{when(member)}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

/** The publish form's part that asks the members a major revision concerns to acknowledge it. */
export function AudienceFields({
  fields,
  departments,
  roles,
}: {
  fields: Record<
    "acknowledgeEveryone" | "acknowledgeDepartmentIds" | "acknowledgeRoleIds" | "acknowledgeBy",
    FieldState
  >;
  departments: { id: number; name: string; depth: number }[];
  roles: Named[];
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-3 rounded border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold">{t("acknowledgement.askTitle")}</legend>
      <p className="text-xs text-slate-600">{t("acknowledgement.askHint")}</p>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          name={fields.acknowledgeEveryone.name}
          id={fields.acknowledgeEveryone.id}
          defaultChecked={Boolean(fields.acknowledgeEveryone.initialValue)}
          className="mt-0.5"
        />
        {t("acknowledgement.everyone")}
      </label>
      <ChoiceList
        field={fields.acknowledgeDepartmentIds}
        legend={t("acknowledgement.departments")}
        choices={departments.map((department) => ({ id: department.id, name: department.name }))}
      />
      <ChoiceList
        field={fields.acknowledgeRoleIds}
        legend={t("acknowledgement.roles")}
        choices={roles}
        empty={t("acknowledgement.noRoles")}
      />
      <TextField
        field={fields.acknowledgeBy}
        label={t("acknowledgement.acknowledgeBy")}
        type="date"
        hint={t("acknowledgement.acknowledgeByHint")}
      />
    </fieldset>
  );
}
