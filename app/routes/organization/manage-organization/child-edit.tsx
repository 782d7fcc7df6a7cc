import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { organizationsApi } from "../../../../server/api/contracts/organizations";
import type { ApiClient } from "~/api/client.server";
import { listAccessibleOrganizations } from "~/api/organizations.server";
import { requireRouteAccess } from "~/auth/guards.server";
import { FormErrors } from "~/components/form/field";
import { PageHeader } from "~/components/page/page-header";
import { ConfirmRemoval, RemoveCard } from "~/components/page/removal";
import { useTranslation } from "~/i18n/translation";
import { countryOptions } from "~/lib/territories.server";
import { requireId } from "~/lib/route.server";
import { organizationFormAction } from "./actions.server";
import { formReplies } from "./form-replies";
import { LogoCard } from "./logo-card";
import { OrganizationForm } from "./organization-form";
import { childOperations, childUpdateSchemas, currentNace, isKind, parentChoices } from "./organization-form.server";
import { childEditPath, companyOrDepartment, MANAGE_PATH } from "./paths";

const ROUTE = "routes/organization/manage-organization/child-edit";
// Moving offers every organization of the tree in one list; a larger tree keeps its shape here.
const MOVE_CHOICES = 200;

/** The department or subsidiary the address names, where it names it; else not found. */
async function childOf(api: ApiClient, params: Record<string, string | undefined>) {
  const kind = params.kind;
  if (!isKind(kind)) throw new Response("Not found", { status: 404 });
  const child = await api.call(organizationsApi.get, { params: { org: requireId(params) } });
  const type = kind === "department" ? "DEPARTMENT" : "COMPANY";
  if (child.type !== type || child.parentId !== requireId(params, "parentId")) {
    throw new Response("Not found", { status: 404 });
  }
  return { kind, child };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, language, organizationId } = await requireRouteAccess(request, context, ROUTE);
  const { kind, child } = await childOf(api, params);
  const tree = await listAccessibleOrganizations(api, { within: organizationId, size: MOVE_CHOICES });
  return {
    kind,
    child,
    countries: countryOptions(language),
    currentNace: currentNace(child.naceCode, language),
    parents: tree.totalElements <= MOVE_CHOICES ? parentChoices(tree.content, kind, child.id) : undefined,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, language, organizationId } = await requireRouteAccess(request, context, ROUTE);
  const { kind, child } = await childOf(api, params);
  const operations = childOperations[kind];
  // The API changes a child from an organization above it: the active one, unless it is the child itself.
  const above = child.id === organizationId ? child.parentId! : organizationId;
  const where = { params: { org: above, id: child.id } };
  return organizationFormAction(request, context, {
    api,
    language,
    schema: childUpdateSchemas[kind],
    save: ({ parentId, ...body }) =>
      api.call(operations.update, { ...where, body: { ...body, ...(parentId ? { parentId } : {}) } }),
    remove: () => api.call(operations.remove, where),
    logoOf: kind === "subsidiary" ? child.id : undefined,
  });
}

/** A department's or subsidiary's details, where it sits, its logo (a subsidiary's), and its removal. */
export default function EditChildOrganization() {
  const { t } = useTranslation();
  const { kind, child, countries, currentNace, parents } = useLoaderData<typeof loader>();
  const replies = formReplies(useActionData<typeof action>());
  const [searchParams] = useSearchParams();
  const path = childEditPath(child.parentId!, kind, child.id);
  const organization = { ...child, lastModifiedDate: String(child.lastModifiedDate) };
  return (
    <>
      <PageHeader
        title={t("manageOrganization.editTitle", { name: child.name })}
        crumbs={[{ label: t("menu.groups.organization") }, { label: t("manageOrganization.title"), to: MANAGE_PATH }]}
      />
      {searchParams.get("remove") || replies.held ? (
        <ConfirmRemoval
          path={path}
          texts={{
            question: t(`manageOrganization.remove.question.${kind}`, { name: child.name }),
            hint: t("manageOrganization.remove.hint"),
            confirm: t("manageOrganization.remove.confirm"),
            keep: t("manageOrganization.remove.keep"),
          }}
        >
          {replies.held ? (
            <FormErrors
              id="removal-errors"
              errors={[
                "errors.inUse",
                ...replies.held.map(({ kind: held, count }) => `held.${held}|${JSON.stringify({ count })}`),
              ]}
            />
          ) : null}
        </ConfirmRemoval>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <OrganizationForm
            id="child-organization-form"
            kind={companyOrDepartment(kind)}
            organization={organization}
            lastResult={replies.form}
            countries={countries}
            currentNace={currentNace}
            naceSearch={replies.nace}
            parents={parents}
          />
        </div>
        <div className="space-y-6">
          {kind === "subsidiary" ? <LogoCard organization={organization} errors={replies.logo} /> : null}
          <RemoveCard
            path={path}
            hint={t("manageOrganization.remove.cardHint")}
            label={t(`manageOrganization.remove.label.${kind}`)}
          />
        </div>
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.child.name ?? "Organization" }];
