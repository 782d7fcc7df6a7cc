import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, type Params } from "@remix-run/react";
import type { z } from "zod";
import { substancesApi } from "../../../../server/api/contracts/substances";
import { requireRouteAccess } from "~/auth/guards.server";
import { FormErrors, TextAreaField, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { requireId, submitForm } from "~/lib/route.server";
import { knownNotes, substanceSchema, substanceUpdateSchema } from "./register.server";

// One module for a new substance and the edit of one: routes.ts mounts it twice.
const routeOf = (params: Params) =>
  params.id === undefined ? "routes/admin/substances/new" : "routes/admin/substances/edit";
const LIST = "/admin/substances";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, language } = await requireRouteAccess(request, context, routeOf(params));
  const [substance, notes] = await Promise.all([
    params.id === undefined ? undefined : api.call(substancesApi.get, { params: { id: requireId(params) } }),
    knownNotes(api),
  ]);
  // The values a substance shows in its form: its codes as one line, its notes one per line.
  const values = substance && {
    name: substance.name,
    casNumber: substance.casNumber ?? "",
    ecNumber: substance.ecNumber ?? "",
    hazardCodes: [...substance.hazardStatements, ...substance.euHazardStatements].map((item) => item.code).join(", "),
    notes: substance.notes.join("\n"),
  };
  const edited = substance && { id: substance.id, name: substance.name, lastModifiedDate: substance.lastModifiedDate };
  return {
    substance: edited,
    values,
    knownNotes: notes,
    title: substance?.name ?? fixedT(language)("adminSubstances.new"),
  };
}

/** Adds the substance, or saves it, then shows it. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireRouteAccess(request, context, routeOf(params));
  if (params.id === undefined) {
    return submitForm(request, context, {
      schema: substanceSchema,
      message: "adminSubstances.created",
      send: async (body) => `${LIST}/${(await api.call(substancesApi.create, { body })).id}`,
    });
  }
  const id = requireId(params);
  return submitForm(request, context, {
    schema: substanceUpdateSchema,
    message: "adminSubstances.saved",
    send: async (body) => {
      await api.call(substancesApi.update, { params: { id }, body });
      return `${LIST}/${id}`;
    },
  });
}

/** A substance of the catalogue: its name, identifiers, hazard statement codes and notes. */
export default function SubstanceForm() {
  const { t } = useTranslation();
  const { substance, values, knownNotes: notes, title } = useLoaderData<typeof loader>();
  const [form, fields] = formState<z.input<typeof substanceUpdateSchema>>({
    id: "substance-form",
    lastResult: useActionData<typeof action>(),
    defaultValue: values,
  });
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { label: t("admin.title"), to: "/admin" },
          { label: t("adminSubstances.title"), to: LIST },
          ...(substance ? [{ label: substance.name, to: `${LIST}/${substance.id}` }] : []),
        ]}
      />
      <Form method="post" className="card space-y-4" {...form.props}>
        {substance ? <input type="hidden" name="lastModifiedDate" value={substance.lastModifiedDate} /> : null}
        <FormErrors form={form} />
        <TextField field={fields.name} label={t("adminSubstances.name")} required />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            field={fields.casNumber}
            label={t("adminSubstances.casNumber")}
            hint={t("adminSubstances.hints.casNumber")}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
          />
          <TextField
            field={fields.ecNumber}
            label={t("adminSubstances.ecNumber")}
            hint={t("adminSubstances.hints.ecNumber")}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <TextField
          field={fields.hazardCodes}
          label={t("adminSubstances.hazardCodes")}
          hint={t("adminSubstances.hints.hazardCodes")}
          autoComplete="off"
          spellCheck={false}
        />
        <TextAreaField
          field={fields.notes}
          label={t("adminSubstances.notes")}
          hint={
            notes.length
              ? t("adminSubstances.hints.notesKnown", { notes: notes.join("; ") })
              : t("adminSubstances.hints.notes")
          }
          rows={3}
        />
        <SubmitButton className="button-primary">{t("page.save")}</SubmitButton>
      </Form>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Substance" }];
