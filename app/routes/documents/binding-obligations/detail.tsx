import { getFormProps, useForm } from "@conform-to/react";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { membersApi } from "../../../../server/api/contracts/members";
import { organizationLegislationsApi } from "../../../../server/api/contracts/organization-legislations";
import { isAllowed, requirePermission } from "~/auth/guards.server";
import { FileList } from "~/components/files/file-list";
import { FieldErrors, FormErrors, TextAreaField, TextField } from "~/components/form/field";
import { DetailList, EditActions, EditLink, PageHeader } from "~/components/page/page-header";
import { dateInputValue, formatDate } from "~/lib/format";
import { optionalDate, optionalId, optionalText, version } from "~/lib/form-schema";
import { redirectWithToast, requireId, submitForm } from "~/lib/route.server";
import { localized, topicName } from "~/lib/legislation-text";
import { territoryName } from "~/lib/territories.server";

const FORM_ID = "obligation-form";
const INTENTS = { save: "save", remove: "remove" } as const;

const schema = z.object({
  applicabilityNote: optionalText(5000),
  responsibleMemberId: optionalId(),
  nextReviewDate: optionalDate(),
  lastModifiedDate: version,
});

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, access, language } = await requirePermission(
    request,
    context,
    "READ",
    "binding-obligations",
  );
  const legislationId = requireId(params);
  const canEdit = isAllowed(access, "EDIT", "binding-obligations");
  const editing = canEdit && new URL(request.url).searchParams.has("edit");
  const [obligation, members] = await Promise.all([
    api.call(organizationLegislationsApi.get, { params: { org: organizationId, id: legislationId } }),
    editing ? api.call(membersApi.list, { params: { org: organizationId } }).then((list) => list.content) : [],
  ]);
  return {
    obligation,
    territory: territoryName(obligation.legislation.territory, language),
    members,
    canEdit,
    editing,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requirePermission(request, context, "EDIT", "binding-obligations");
  const path = { org: organizationId, id: requireId(params) };
  const form = await request.formData();
  if (form.get("intent") === INTENTS.remove) {
    await api.call(organizationLegislationsApi.remove, { params: path });
    return redirectWithToast(context, "/documents/binding-obligations", "bindingObligations.removed");
  }
  return submitForm(request, context, {
    schema,
    formData: form,
    message: "bindingObligations.saved",
    send: async (body) => {
      await api.call(organizationLegislationsApi.update, { params: path, body });
      return `/documents/binding-obligations/${path.id}`;
    },
  });
}

/** One binding obligation: the act from the catalogue, and what the organization records about it. */
export default function BindingObligation() {
  const { t, i18n } = useTranslation();
  const { obligation, territory, canEdit, editing } = useLoaderData<typeof loader>();
  const { legislation } = obligation;
  const language = i18n.language;
  const { title, summary } = localized(legislation, language);
  const path = `/documents/binding-obligations/${legislation.id}`;
  return (
    <>
      <PageHeader
        title={legislation.shortName ? `${legislation.shortName}: ${title}` : title}
        crumbs={[
          { label: t("menu.groups.documents") },
          { label: t("bindingObligations.title"), to: "/documents/binding-obligations" },
        ]}
        actions={
          editing ? (
            <EditActions cancelTo={path} formId={FORM_ID} />
          ) : (
            <EditLink to={`${path}?edit=1`} allowed={canEdit} />
          )
        }
      />
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="space-y-6 xl:col-span-2">
          {editing ? <ObligationForm /> : <ObligationView />}
          <FileList
            title={t("bindingObligations.evidence")}
            files={obligation.files}
            owner="binding-obligation"
            ownerId={legislation.id}
            can={{ edit: canEdit, details: true }}
            downloadHref={(file) => `/files/${file.id}/download`}
          />
        </div>
        <aside className="space-y-6">
          <section className="card" aria-labelledby="act-heading">
            <h2 id="act-heading" className="text-lg font-semibold">
              {t("bindingObligations.theAct")}
            </h2>
            <DetailList
              items={[
                { label: t("bindingObligations.reference"), value: legislation.referenceNumber },
                {
                  label: t("bindingObligations.territory"),
                  value: territory,
                },
                {
                  label: t("bindingObligations.topics"),
                  value: legislation.topics.map((topic) => topicName(topic, language)).join(", ") || null,
                },
                {
                  label: t("bindingObligations.effective"),
                  value: legislation.effectiveDate ? formatDate(legislation.effectiveDate, language) : null,
                },
              ]}
            />
            {summary ? <p className="mt-3 text-sm text-slate-700">{summary}</p> : null}
            {legislation.url ? (
              <p className="mt-3 text-sm">
                <a href={legislation.url} className="link" target="_blank" rel="noopener noreferrer">
                  {t("bindingObligations.officialText")}
                </a>
              </p>
            ) : null}
            {legislation.files.length ? (
              <ul className="mt-3 space-y-1 text-sm">
                {legislation.files.map((file) => (
                  <li key={file.id}>
                    <a href={`/legislation-files/${legislation.id}/${file.id}`} className="link" download>
                      {file.name}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
          {canEdit && !editing ? (
            <Form method="post" className="card">
              <input type="hidden" name="intent" value={INTENTS.remove} />
              <p className="text-sm text-slate-700">{t("bindingObligations.removeHint")}</p>
              <button type="submit" className="button-danger mt-3">
                {t("bindingObligations.remove")}
              </button>
            </Form>
          ) : null}
        </aside>
      </div>
      <p className="mt-4 text-sm">
        <Link to="/documents/binding-obligations" className="link">
          {t("bindingObligations.backToList")}
        </Link>
      </p>
    </>
  );
}

function ObligationView() {
  const { t, i18n } = useTranslation();
  const { obligation } = useLoaderData<typeof loader>();
  return (
    <section className="card" aria-labelledby="record-heading">
      <h2 id="record-heading" className="text-lg font-semibold">
        {t("bindingObligations.ourRecord")}
      </h2>
      <DetailList
        items={[
          {
            label: t("bindingObligations.applicability"),
            value: obligation.applicabilityNote ? (
              <p className="whitespace-pre-line">{obligation.applicabilityNote}</p>
            ) : null,
          },
          { label: t("bindingObligations.responsible"), value: obligation.responsibleMember?.name ?? null },
          {
            label: t("bindingObligations.nextReview"),
            value: obligation.nextReviewDate ? formatDate(obligation.nextReviewDate, i18n.language) : null,
          },
        ]}
      />
    </section>
  );
}

function ObligationForm() {
  const { t } = useTranslation();
  const { obligation, members } = useLoaderData<typeof loader>();
  const [form, fields] = useForm<z.input<typeof schema>>({
    id: FORM_ID,
    lastResult: useActionData<typeof action>(),
    shouldRevalidate: "onInput",
    defaultValue: {
      applicabilityNote: obligation.applicabilityNote ?? "",
      responsibleMemberId: obligation.responsibleMember ? String(obligation.responsibleMember.id) : "",
      nextReviewDate: dateInputValue(obligation.nextReviewDate),
    },
  });
  return (
    <Form method="post" className="card space-y-4" {...getFormProps(form)}>
      <h2 className="text-lg font-semibold">{t("bindingObligations.ourRecord")}</h2>
      <input type="hidden" name="intent" value={INTENTS.save} />
      <input type="hidden" name="lastModifiedDate" value={obligation.lastModifiedDate} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextAreaField
        field={fields.applicabilityNote}
        label={t("bindingObligations.applicability")}
        hint={t("bindingObligations.applicabilityHint")}
        rows={5}
      />
      <div>
        <label htmlFor={fields.responsibleMemberId.id} className="block text-sm font-medium text-slate-800">
          {t("bindingObligations.responsible")}
        </label>
        <select
          id={fields.responsibleMemberId.id}
          name={fields.responsibleMemberId.name}
          defaultValue={obligation.responsibleMember?.id ?? ""}
          aria-invalid={fields.responsibleMemberId.errors ? true : undefined}
          aria-describedby={fields.responsibleMemberId.errors ? fields.responsibleMemberId.errorId : undefined}
          className="input mt-1"
        >
          <option value="">{t("bindingObligations.nobody")}</option>
          {members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.jobTitle ? `${member.name} (${member.jobTitle})` : member.name}
            </option>
          ))}
        </select>
        <FieldErrors id={fields.responsibleMemberId.errorId} errors={fields.responsibleMemberId.errors} />
      </div>
      <TextField field={fields.nextReviewDate} label={t("bindingObligations.nextReview")} type="date" />
      <button type="submit" className="button-primary">
        {t("page.save")}
      </button>
    </Form>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data ? (data.obligation.legislation.shortName ?? data.obligation.legislation.titleEn) : "Binding obligation",
  },
];
