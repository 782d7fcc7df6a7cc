import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import { actionsApi } from "../../../../server/api/contracts/actions";
import { requireRouteAccess } from "~/auth/guards.server";
import { EditActions, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { departmentOptions } from "~/lib/department-options.server";
import { requireId } from "~/lib/route.server";
import { recordForm, saveRecord } from "~/register/form.server";
import { RecordForm } from "~/register/record-form";
import { ACTION_PLAN } from "./paths";
import { ownerChoices } from "./register.server";

// One module for the new action and the edit of one: routes.ts mounts it twice.
const routeOf = (params: Params) =>
  params.id === undefined ? "routes/planning/action-plan/new" : "routes/planning/action-plan/edit";
const FORM_ID = "action-form";

/** A new action is planned; its progress and whether it worked are told on editing it. */
const PLANNED = ["title", "description", "kind", "ownerId", "departmentId", "dueDate"] as const;
const FOLLOWED = [...PLANNED, "status", "doneDate", "effectiveness", "effectivenessNote"] as const;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(request, context, routeOf(params));
  const planned =
    params.id === undefined
      ? undefined
      : await api.call(actionsApi.get, { params: { org: organizationId, id: requireId(params) } });
  const [departments, owners] = await Promise.all([
    departmentOptions(api, organizationId, planned?.department?.id),
    ownerChoices({ api, organizationId }),
  ]);
  return {
    planned,
    rules: recordForm(actionsApi.update).rules,
    departments,
    owners,
    title: planned?.title ?? fixedT(language)("actionPlan.new"),
  };
}

/** Plans the action, or saves it, then shows it, where its files are added. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, routeOf(params));
  const org = organizationId;
  if (params.id === undefined) {
    return saveRecord(request, context, {
      operation: actionsApi.create,
      message: "actionPlan.created",
      send: async (body) => `${ACTION_PLAN}/${(await api.call(actionsApi.create, { params: { org }, body })).id}`,
    });
  }
  const id = requireId(params);
  return saveRecord(request, context, {
    operation: actionsApi.update,
    message: "actionPlan.saved",
    send: async (body) => {
      await api.call(actionsApi.update, { params: { org, id }, body });
      return `${ACTION_PLAN}/${id}`;
    },
  });
}

export default function ActionForm() {
  const { t } = useTranslation();
  const { planned, rules, departments, owners, title } = useLoaderData<typeof loader>();
  const path = planned ? `${ACTION_PLAN}/${planned.id}` : ACTION_PLAN;
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { label: t("menu.groups.planning") },
          { label: t("actionPlan.title"), to: ACTION_PLAN },
          ...(planned ? [{ label: planned.title, to: path }] : []),
        ]}
        description={planned ? undefined : t("actionPlan.filesAfterSaving")}
        actions={<EditActions cancelTo={path} formId={FORM_ID} />}
      />
      <RecordForm
        id={FORM_ID}
        section="actions"
        names={planned ? FOLLOWED : PLANNED}
        rules={rules}
        record={planned}
        departments={departments}
        choices={{ ownerId: owners }}
        lastResult={useActionData<typeof action>()}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Action" }];
