import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { fixedT } from "~/i18n/translations.server";
import { useTranslation } from "~/i18n/translation";
import { ChemicalForm } from "./chemical-form";
import { chemicalFormOptions, saveChemical } from "./chemical-form.server";
import { CHEMICALS } from "./paths";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, language } = await requireRouteAccess(request, context, "routes/admin/chemicals/new");
  return { title: fixedT(language)("adminChemicals.new"), options: await chemicalFormOptions(api, language) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireRouteAccess(request, context, "routes/admin/chemicals/new");
  return saveChemical(request, context, api);
}

export default function NewChemical() {
  const { t } = useTranslation();
  const { options } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={t("adminChemicals.new")}
        crumbs={[
          { label: t("admin.title"), to: "/admin" },
          { label: t("adminChemicals.title"), to: CHEMICALS },
        ]}
      />
      <ChemicalForm options={options} lastResult={useActionData<typeof action>()} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "New chemical" }];
