import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { membersApi } from "../../../../server/api/contracts/members";
import { requireRouteAccess } from "~/auth/guards.server";
import { EvidenceLinks } from "~/components/competences/requirement-parts";
import { RequirementBadge } from "~/components/competences/requirement-status";
import { FileInput, FormErrors, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { DetailList, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";
import { formValues } from "~/lib/form-values";
import { requireId } from "~/lib/route.server";
import { detachEvidence, recordAcquisition, type acquisitionSchema } from "./acquisition.server";
import { DETACH_INTENT, memberPath, OVERVIEW_PATH } from "./paths";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, "routes/organization/members/acquisition");
  const competenceId = requireId(params, "competenceId");
  const member = await api.call(membersApi.get, { params: { org: organizationId, id: requireId(params) } });
  const requirement = member.competenceRequirements.find((item) => item.competence.id === competenceId);
  if (!requirement) throw new Response("Not found", { status: 404 });
  return { member: { id: member.id, name: member.name }, requirement };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, "routes/organization/members/acquisition");
  const pair = { org: organizationId, id: requireId(params), competenceId: requireId(params, "competenceId") };
  const multipart = (request.headers.get("content-type") ?? "").startsWith("multipart/form-data");
  return multipart ? recordAcquisition(request, context, api, pair) : detachEvidence(request, context, api, pair);
}

/** Recording that a member acquired a competence (the date and a certificate), or by when they must. */
export default function RecordAcquisition() {
  const { t, i18n } = useTranslation();
  const { member, requirement } = useLoaderData<typeof loader>();
  const [form, fields] = formState<z.input<typeof acquisitionSchema>>({
    id: "acquisition-form",
    lastResult: useActionData<typeof action>(),
    defaultValue: formValues(["lastAcquisitionDate", "acquisitionDeadline"], requirement),
  });
  const title = t("competences.recordTitle", { competence: requirement.competence.name, member: member.name });
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { label: t("menu.groups.organization") },
          { label: t("members.title"), to: OVERVIEW_PATH },
          { label: member.name, to: memberPath(member.id) },
        ]}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <Form method="post" encType="multipart/form-data" className="card space-y-4 lg:col-span-2" {...form.props}>
          <input type="hidden" name="lastModifiedDate" value={requirement.lastModifiedDate ?? ""} />
          <FormErrors form={form} />
          <div className="grid gap-4 md:grid-cols-2">
            <TextField
              field={fields.lastAcquisitionDate}
              label={t("competences.lastAcquired")}
              type="date"
              hint={t("competences.lastAcquiredHint")}
            />
            <TextField
              field={fields.acquisitionDeadline}
              label={t("competences.deadline")}
              type="date"
              hint={t("competences.deadlineHint")}
            />
          </div>
          <FileInput
            id="evidence"
            name="file"
            label={t("competences.certificate")}
            hint={t("competences.certificateHint")}
          />
          <SubmitButton className="button-primary">{t("competences.recordSave")}</SubmitButton>
        </Form>
        <aside className="card">
          <h2 className="text-lg font-semibold">{t("competences.standing")}</h2>
          <DetailList
            items={[
              { label: t("competences.statusLabel"), value: <RequirementBadge status={requirement.status} /> },
              { label: t("competences.nextDue"), value: formatDate(requirement.nextDueDate, i18n.language) || null },
              { label: t("competences.frequency"), value: t(`recurrence.${requirement.competence.frequency}`) },
              {
                label: t("competences.evidence"),
                value: requirement.files.length ? (
                  <ul className="space-y-1">
                    {requirement.files.map((file) => (
                      <li key={file.id} className="flex flex-wrap items-center justify-between gap-2">
                        <EvidenceLinks files={[file]} />
                        <Form method="post">
                          <input type="hidden" name="intent" value={DETACH_INTENT} />
                          <input type="hidden" name="fileId" value={file.id} />
                          <SubmitButton
                            className="button-secondary px-2 py-0.5 text-xs"
                            aria-label={t("competences.removeEvidenceNamed", { name: file.name })}
                          >
                            {t("competences.removeEvidence")}
                          </SubmitButton>
                        </Form>
                      </li>
                    ))}
                  </ul>
                ) : null,
              },
            ]}
          />
        </aside>
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.requirement.competence.name} · ${data.member.name}` : "Competence" },
];
