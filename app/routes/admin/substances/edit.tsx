import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { substancesApi } from "../../../../server/api/contracts/substances";
import { requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { requireId } from "~/lib/route.server";
import { SubstanceFormFields } from "./substance-form";
import { knownNotes, saveSubstance } from "./substance-form.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireRouteAccess(request, context, "routes/admin/substances/edit");
  const [substance, notes] = await Promise.all([
    api.call(substancesApi.get, { params: { id: requireId(params) } }),
    knownNotes(api),
  ]);
  return { substance, knownNotes: notes };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireRouteAccess(request, context, "routes/admin/substances/edit");
  return saveSubstance(request, context, api, requireId(params));
}

export default function EditSubstance() {
  const { t } = useTranslation();
  const { substance, knownNotes: notes } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={substance.name}
        crumbs={[
          { label: t("admin.title"), to: "/admin" },
          { label: t("adminSubstances.title"), to: "/admin/substances" },
          { label: substance.name, to: `/admin/substances/${substance.id}` },
        ]}
      />
      <SubstanceFormFields substance={substance} knownNotes={notes} lastResult={useActionData<typeof action>()} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.substance.name ?? "Substance" }];
