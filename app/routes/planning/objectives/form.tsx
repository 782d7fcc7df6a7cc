import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import { objectivesApi } from "../../../../server/api/contracts/objectives";
import { requireRouteAccess } from "~/auth/guards.server";
import { EditActions, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { memberOptions } from "~/lib/member-options.server";
import { requireId } from "~/lib/route.server";
import { recordForm, saveRecord } from "~/register/form.server";
import { RecordForm } from "~/register/record-form";
import { OBJECTIVES } from "./paths";

// One module for a new objective and the edit of one: routes.ts mounts it twice.
const routeOf = (params: Params) =>
  params.id === undefined ? "routes/planning/objectives/new" : "routes/planning/objectives/edit";
const FORM_ID = "objective-form";
const NAMES = [
  "title",
  "description",
  "measure",
  "unit",
  "baselineYear",
  "baselineValue",
  "targetValue",
  "deadline",
  "ownerId",
] as const;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId: org, language } = await requireRouteAccess(request, context, routeOf(params));
  const objective =
    params.id === undefined ? undefined : await api.call(objectivesApi.get, { params: { org, id: requireId(params) } });
  const members = (await memberOptions(api, org)).map(({ id, name }) => ({ value: String(id), label: name }));
  // An owner who has left stays offered on the objective that names them, so an edit does not drop them.
  const owner = objective?.owner;
  const kept = owner && !members.some((member) => member.value === String(owner.id));
  return {
    objective,
    rules: recordForm(objectivesApi.create).rules,
    members: kept ? [...members, { value: String(owner.id), label: owner.name }] : members,
    title: objective ? objective.title : fixedT(language)("objectives.new"),
  };
}

/** Sets the objective, or saves it, then shows it. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId: org } = await requireRouteAccess(request, context, routeOf(params));
  if (params.id === undefined) {
    return saveRecord(request, context, {
      operation: objectivesApi.create,
      message: "objectives.created",
      send: async (body) => `${OBJECTIVES}/${(await api.call(objectivesApi.create, { params: { org }, body })).id}`,
    });
  }
  const id = requireId(params);
  return saveRecord(request, context, {
    operation: objectivesApi.update,
    message: "objectives.saved",
    send: async (body) => {
      await api.call(objectivesApi.update, { params: { org, id }, body });
      return `${OBJECTIVES}/${id}`;
    },
  });
}

export default function ObjectiveForm() {
  const { t } = useTranslation();
  const { objective, rules, members, title } = useLoaderData<typeof loader>();
  const path = objective ? `${OBJECTIVES}/${objective.id}` : OBJECTIVES;
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { label: t("menu.groups.planning") },
          { label: t("objectives.title"), to: OBJECTIVES },
          ...(objective ? [{ label: objective.title, to: path }] : []),
        ]}
        actions={<EditActions cancelTo={path} formId={FORM_ID} />}
      />
      <RecordForm
        id={FORM_ID}
        section="objectiveFields"
        names={NAMES}
        rules={rules}
        record={objective}
        choices={{ ownerId: members }}
        lastResult={useActionData<typeof action>()}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Objective" }];
