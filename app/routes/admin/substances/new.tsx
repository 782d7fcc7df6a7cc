import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { fixedT } from "~/i18n/translations.server";
import { useTranslation } from "~/i18n/translation";
import { SubstanceFormFields } from "./substance-form";
import { knownNotes, saveSubstance } from "./substance-form.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, language } = await requireRouteAccess(request, context, "routes/admin/substances/new");
  return { title: fixedT(language)("adminSubstances.new"), knownNotes: await knownNotes(api) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireRouteAccess(request, context, "routes/admin/substances/new");
  return saveSubstance(request, context, api);
}

export default function NewSubstance() {
  const { t } = useTranslation();
  const { knownNotes: notes } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={t("adminSubstances.new")}
        crumbs={[
          { label: t("admin.title"), to: "/admin" },
          { label: t("adminSubstances.title"), to: "/admin/substances" },
        ]}
      />
      <SubstanceFormFields knownNotes={notes} lastResult={useActionData<typeof action>()} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "New substance" }];
