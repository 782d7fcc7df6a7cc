import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { procedureTemplatesApi } from "../../server/api/contracts/procedure-templates";
import type { ApiClient } from "~/api/client.server";
import { isUpstreamStatus } from "~/api/problem";
import { requireRouteAccess } from "~/auth/guards.server";
import { departmentOptions } from "~/lib/department-options.server";
import { fixedT } from "~/i18n/translations.server";
import { requireId, submitForm } from "~/lib/route.server";
import { memberOptions } from "~/lib/member-options.server";
import { documentSchema, documentUpdateSchema, preview } from "./document-form.server";
import { type DocumentKindScreens, documentPath, documentTitle, isLocked, PREVIEW_INTENT } from "./kinds";
import { operationsOf, routeOf } from "./kinds.server";

/** What the form offers: owners, and for a kind placed in the organization its departments. */
async function formOptions(kind: DocumentKindScreens, api: ApiClient, org: number) {
  const [owners, departments] = await Promise.all([
    memberOptions(api, org),
    kind.placed ? departmentOptions(api, org) : [],
  ]);
  return { owners, departments };
}

/**
 * The catalogue's templates to start from, by title in the reader's language, and the one chosen
 * (`?template={id}`; one that is not there is a blank start).
 */
async function startingPoint(kind: DocumentKindScreens, api: ApiClient, url: URL, language: string) {
  if (!kind.fromTemplates) return { templates: [], template: null };
  const asked = Number(url.searchParams.get("template"));
  const [list, template] = await Promise.all([
    api.call(procedureTemplatesApi.list, { query: { size: 200 } }),
    Number.isSafeInteger(asked) && asked > 0
      ? api.call(procedureTemplatesApi.get, { params: { id: asked } }).catch((error: unknown) => {
          if (isUpstreamStatus(error, 404)) return null;
          throw error;
        })
      : null,
  ]);
  return {
    templates: list.content.map((entry) => ({ id: entry.id, title: documentTitle(entry.titles, language) })),
    template: template && {
      id: template.id,
      texts: template.texts,
      isoStandards: template.isoStandards,
      clauses: template.clauses,
    },
  };
}

export const newLoader =
  (kind: DocumentKindScreens) =>
  async ({ request, context }: LoaderFunctionArgs) => {
    const { api, organizationId, language } = await requireRouteAccess(request, context, routeOf(kind, "new"));
    const [options, start] = await Promise.all([
      formOptions(kind, api, organizationId),
      startingPoint(kind, api, new URL(request.url), language),
    ]);
    return { title: fixedT(language)(`${kind.key}.newTitle`), ...options, ...start };
  };

export const newAction =
  (kind: DocumentKindScreens) =>
  async ({ request, context }: ActionFunctionArgs) => {
    const { api, organizationId } = await requireRouteAccess(request, context, routeOf(kind, "new"));
    const formData = await request.formData();
    if (formData.get("intent") === PREVIEW_INTENT) return preview(formData, documentSchema);
    return submitForm(request, context, {
      schema: documentSchema,
      formData,
      message: `${kind.key}.created`,
      send: async (body) =>
        documentPath(kind, (await api.call(operationsOf(kind).create, { params: { org: organizationId }, body })).id),
    });
  };

export const editLoader =
  (kind: DocumentKindScreens) =>
  async ({ request, context, params }: LoaderFunctionArgs) => {
    const { api, organizationId } = await requireRouteAccess(request, context, routeOf(kind, "edit"));
    const [document, options] = await Promise.all([
      api.call(operationsOf(kind).get, { params: { org: organizationId, id: requireId(params) } }),
      formOptions(kind, api, organizationId),
    ]);
    // Another organization's document (the holding's, read from a subsidiary) is read, never edited here.
    if (document.organizationId !== organizationId) throw new Response("Not found", { status: 404 });
    // A draft its approvers are deciding on stays as it is: its page says so and offers to withdraw it.
    if (isLocked(document.approval)) throw redirect(documentPath(kind, document.id));
    return { document, ...options };
  };

export const editAction =
  (kind: DocumentKindScreens) =>
  async ({ request, context, params }: ActionFunctionArgs) => {
    const { api, organizationId } = await requireRouteAccess(request, context, routeOf(kind, "edit"));
    const id = requireId(params);
    const formData = await request.formData();
    if (formData.get("intent") === PREVIEW_INTENT) return preview(formData, documentUpdateSchema);
    return submitForm(request, context, {
      schema: documentUpdateSchema,
      formData,
      message: "controlled.saved",
      send: async (body) => {
        await api.call(operationsOf(kind).update, { params: { org: organizationId, id }, body });
        return documentPath(kind, id);
      },
    });
  };
