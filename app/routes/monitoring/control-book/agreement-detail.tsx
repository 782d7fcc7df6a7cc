import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { agreementsApi, inspectionsApi } from "../../../../server/api/contracts/control-book";
import type { DateOnly } from "../../../../server/domain/wire-casing";
import { requireRouteAccess } from "~/auth/guards.server";
import { agreementPath, CONTROL_BOOK, inspectionPath } from "~/components/control-book/paths";
import { StandingBadge } from "~/components/control-book/standing";
import { StandingTable } from "~/components/competences/requirement-parts";
import { FileList } from "~/components/files/file-list";
import { FormErrors, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { DetailList, EditLink, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";
import { requireId, submitForm } from "~/lib/route.server";
import { HistoryLink } from "~/audit-trail/history-link";

const ROUTE = "routes/monitoring/control-book/agreement-detail";
const HISTORY = 50;
const scheduleSchema = z.object({ dueDate: z.iso.date("validation.date").transform((value) => value as DateOnly) });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, canEdit } = await requireRouteAccess(request, context, ROUTE);
  const id = requireId(params);
  const org = { org: organizationId };
  const [agreement, inspections] = await Promise.all([
    api.call(agreementsApi.get, { params: { ...org, id } }),
    api.call(inspectionsApi.list, {
      params: org,
      query: { agreementId: id, size: HISTORY, sort: [{ field: "due_date", direction: "desc" }] },
    }),
  ]);
  return { agreement, inspections: inspections.content, total: inspections.totalElements, canEdit };
}

/** Schedules an extra inspection of the agreement (the same day twice is refused) and opens it. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, ROUTE);
  const agreementId = requireId(params);
  return submitForm(request, context, {
    schema: scheduleSchema,
    message: "controlBook.scheduled",
    send: async ({ dueDate }) => {
      const created = await api.call(inspectionsApi.create, {
        params: { org: organizationId },
        body: { agreementId, dueDate },
      });
      return inspectionPath(created.id);
    },
  });
}

/** An agreement: what it is and with whom, the machines it covers, and every inspection it has called for. */
export default function AgreementDetail() {
  const { t, i18n } = useTranslation();
  const { agreement, inspections, total, canEdit } = useLoaderData<typeof loader>();
  const [form, fields] = formState<{ dueDate: string }>({ id: "schedule", lastResult: useActionData<typeof action>() });
  const date = (value: Date | string | null) => (value ? formatDate(value, i18n.language) : null);
  return (
    <>
      <PageHeader
        title={agreement.name}
        crumbs={[{ label: t("menu.groups.monitoring") }, { label: t("controlBook.title"), to: CONTROL_BOOK }]}
        actions={
          <>
            <EditLink to={`${agreementPath(agreement.id)}/edit`} allowed={canEdit} />
            <HistoryLink entity="agreement" id={agreement.id} allowed={canEdit} />
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <section className="card" aria-labelledby="inspections-heading">
            <h2 id="inspections-heading" className="text-lg font-semibold">
              {t("controlBook.inspections")}
            </h2>
            {total > inspections.length ? (
              <p className="text-sm text-slate-600">
                {t("controlBook.latestShown", { shown: inspections.length, total })}
              </p>
            ) : null}
            <StandingTable
              caption={t("controlBook.inspections")}
              headers={[t("controlBook.dueDate"), t("controlBook.standingLabel"), t("controlBook.performed")]}
            >
              {inspections.map((inspection) => (
                <tr key={inspection.id}>
                  <td>
                    <Link to={inspectionPath(inspection.id)} className="link">
                      {date(inspection.dueDate)}
                    </Link>
                  </td>
                  <td>
                    <StandingBadge standing={inspection.standing} />
                  </td>
                  <td>
                    {date(inspection.performedAt)}
                    {inspection.result ? ` · ${t(`controlBook.results.${inspection.result}`)}` : ""}
                  </td>
                </tr>
              ))}
            </StandingTable>
            {canEdit ? (
              <Form
                method="post"
                {...form.props}
                className="mt-4 flex flex-wrap items-end gap-3 border-t border-slate-100 pt-4"
              >
                <FormErrors form={form} />
                <TextField field={fields.dueDate} type="date" label={t("controlBook.extraInspection")} />
                <SubmitButton className="button-secondary">{t("controlBook.schedule")}</SubmitButton>
              </Form>
            ) : null}
          </section>
          <FileList
            title={t("controlBook.agreementFiles")}
            files={agreement.files}
            owner="agreement"
            ownerId={agreement.id}
            can={{ edit: canEdit, details: true }}
            downloadHref={(file) => `/files/${file.id}/download`}
          />
        </div>
        <aside className="card h-fit">
          <DetailList
            items={[
              { label: t("controlBook.type"), value: t(`controlBook.types.${agreement.type}`) },
              { label: t("controlBook.frequency"), value: t(`recurrence.${agreement.frequency}`) },
              {
                label: t("controlBook.nextDue"),
                value: agreement.nextInspection ? date(agreement.nextInspection.dueDate) : null,
              },
              { label: t("controlBook.responsible"), value: agreement.responsibleMember?.name ?? null },
              { label: t("controlBook.counterpart"), value: agreement.stakeholder?.name ?? null },
              { label: t("controlBook.startsAt"), value: date(agreement.startsAt) },
              { label: t("controlBook.endsAt"), value: date(agreement.endsAt) },
              {
                label: t("controlBook.legalBasis"),
                value: agreement.bindingObligation ? (
                  <Link to={`/documents/binding-obligations/${agreement.bindingObligation.id}`} className="link">
                    {agreement.bindingObligation.title}
                  </Link>
                ) : null,
              },
              {
                label: t("controlBook.coveredMachines"),
                value: agreement.machines.length ? agreement.machines.map((machine) => machine.name).join(", ") : null,
              },
              { label: t("controlBook.organization"), value: agreement.organization.name },
              { label: t("controlBook.description"), value: agreement.description },
            ]}
          />
        </aside>
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.agreement.name ?? "Agreement" }];
