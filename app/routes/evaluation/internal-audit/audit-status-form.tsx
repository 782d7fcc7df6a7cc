import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { AUDIT_STATUSES, type AuditStatus } from "../../../../server/domain/internal-audits";
import { FormErrors } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { useTranslation } from "~/i18n/translation";
import { AuditStatusBadge } from "./audit-status";

/** The audit's status and the steps open to it: the next one, and the one back (a correction, a reopening). */
export function AuditStatusForm({
  status,
  stamp,
  canEdit,
  lastResult,
}: {
  status: AuditStatus;
  stamp: string;
  canEdit: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = formState<{ status: string; lastModifiedDate: string }>({
    id: "audit-status",
    lastResult,
    defaultValue: {},
  });
  const at = AUDIT_STATUSES.indexOf(status);
  const [next, back] = [AUDIT_STATUSES[at + 1], AUDIT_STATUSES[at - 1]];
  const errors = [...(form.errors ?? []), ...(fields.status.errors ?? [])];
  return (
    <section className="card space-y-3" aria-labelledby="status-heading">
      <h2 id="status-heading" className="text-lg font-semibold">
        {t("internalAudits.status")}: <AuditStatusBadge status={status} />
      </h2>
      <p className="text-sm text-slate-700">{t("internalAudits.closingRule")}</p>
      {canEdit ? (
        <Form method="post" className="space-y-3" {...form.props}>
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="lastModifiedDate" value={stamp} />
          <FormErrors id={form.errorId} errors={errors} />
          <div className="flex flex-wrap gap-2">
            {next ? (
              <button type="submit" name="status" value={next} className="button-primary">
                {t("internalAudits.moveTo", { status: t(`internalAudits.statusOptions.${next}`) })}
              </button>
            ) : null}
            {back ? (
              <button type="submit" name="status" value={back} className="button-secondary">
                {t("internalAudits.backTo", { status: t(`internalAudits.statusOptions.${back}`) })}
              </button>
            ) : null}
          </div>
        </Form>
      ) : null}
    </section>
  );
}
