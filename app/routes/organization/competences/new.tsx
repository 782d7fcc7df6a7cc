import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { requireRouteAccess } from "~/auth/guards.server";
import { SubmitButton } from "~/components/form/submit-button";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { OVERVIEW_PATH } from "../members/paths";
import { CompetenceForm } from "./competence-form";
import { saveCompetence } from "./competence-form.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { language } = await requireRouteAccess(request, context, "routes/organization/competences/new");
  return { title: fixedT(language)("competences.new") };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, "routes/organization/competences/new");
  return saveCompetence(request, context, api, organizationId);
}

export default function NewCompetence() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t("competences.new")}
        crumbs={[
          { label: t("menu.groups.organization") },
          { label: t("members.tab.competences"), to: `${OVERVIEW_PATH}?tab=competences` },
        ]}
        description={t("competences.filesAfterSaving")}
      />
      <CompetenceForm lastResult={useActionData<typeof action>()}>
        <SubmitButton className="button-primary">{t("page.save")}</SubmitButton>
      </CompetenceForm>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "New competence" }];
