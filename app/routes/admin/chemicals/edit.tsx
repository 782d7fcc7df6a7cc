import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { chemicalsApi } from "../../../../server/api/contracts/chemicals";
import { requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { requireId } from "~/lib/route.server";
import { ChemicalForm } from "./chemical-form";
import { chemicalFormOptions, saveChemical } from "./chemical-form.server";
import { chemicalPath, CHEMICALS } from "./paths";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, language } = await requireRouteAccess(request, context, "routes/admin/chemicals/edit");
  const [chemical, options] = await Promise.all([
    api.call(chemicalsApi.get, { params: { id: requireId(params) } }),
    chemicalFormOptions(api, language),
  ]);
  return { chemical, options };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireRouteAccess(request, context, "routes/admin/chemicals/edit");
  return saveChemical(request, context, api, requireId(params));
}

export default function EditChemical() {
  const { t } = useTranslation();
  const { chemical, options } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={chemical.name}
        crumbs={[
          { label: t("admin.title"), to: "/admin" },
          { label: t("adminChemicals.title"), to: CHEMICALS },
          { label: chemical.name, to: chemicalPath(chemical.id) },
        ]}
      />
      <ChemicalForm chemical={chemical} options={options} lastResult={useActionData<typeof action>()} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.chemical.name ?? "Chemical" }];
