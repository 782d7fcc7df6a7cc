import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { competencesApi } from "../../../../server/api/contracts/competences";
import { requireRouteAccess } from "~/auth/guards.server";
import { EditActions, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { requireId } from "~/lib/route.server";
import { OVERVIEW_PATH } from "../members/paths";
import { COMPETENCE_FORM_ID, CompetenceForm } from "./competence-form";
import { saveCompetence } from "./competence-form.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, "routes/organization/competences/edit");
  return { competence: await api.call(competencesApi.get, { params: { org: organizationId, id: requireId(params) } }) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, "routes/organization/competences/edit");
  return saveCompetence(request, context, api, organizationId, requireId(params));
}

export default function EditCompetence() {
  const { t } = useTranslation();
  const { competence } = useLoaderData<typeof loader>();
  const path = `/organization/competences/${competence.id}`;
  return (
    <>
      <PageHeader
        title={competence.name}
        crumbs={[
          { label: t("menu.groups.organization") },
          { label: t("members.tab.competences"), to: `${OVERVIEW_PATH}?tab=competences` },
          { label: competence.name, to: path },
        ]}
        actions={<EditActions cancelTo={path} formId={COMPETENCE_FORM_ID} />}
      />
      <CompetenceForm competence={competence} lastResult={useActionData<typeof action>()} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.competence.name ?? "Competence" }];
