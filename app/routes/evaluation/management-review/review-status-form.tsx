import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReviewStatus } from "../../../../server/domain/management-reviews";
import { FormErrors } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/translation";
import { ReviewStatusBadge } from "./review-status";

const NEXT: Record<ReviewStatus, ReviewStatus> = { PLANNED: "HELD", HELD: "CLOSED", CLOSED: "HELD" };

/** Where the review stands and its one step on (holding freezes the agenda); while planned, the agenda assembled anew. */
export function ReviewStatusForm({
  status,
  stamp,
  canManage,
  lastResult,
}: {
  status: ReviewStatus;
  stamp: string;
  canManage: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = formState<{ status: string }>({ id: "review-status", lastResult, defaultValue: {} });
  const errors = [...(form.errors ?? []), ...(fields.status.errors ?? [])];
  const next = NEXT[status];
  return (
    <section className="card space-y-3" aria-labelledby="status-heading">
      <h2 id="status-heading" className="text-lg font-semibold">
        {t("reviewFields.status")}: <ReviewStatusBadge status={status} />
      </h2>
      <p className="text-sm text-slate-700">{t(`managementReviews.statusHints.${status}`)}</p>
      {canManage ? (
        <Form method="post" className="space-y-3" {...form.props}>
          <input type="hidden" name="lastModifiedDate" value={stamp} />
          <input type="hidden" name="status" value={next} />
          <FormErrors id={form.errorId} errors={errors} />
          <div className="flex flex-wrap gap-2">
            <SubmitButton name="intent" value="status">
              {t(`managementReviews.moveTo.${status}`)}
            </SubmitButton>
            {status === "PLANNED" ? (
              <SubmitButton name="intent" value="assemble" className="button-secondary">
                {t("managementReviews.assemble")}
              </SubmitButton>
            ) : null}
          </div>
        </Form>
      ) : null}
    </section>
  );
}
