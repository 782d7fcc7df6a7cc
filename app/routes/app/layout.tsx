import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { flattenTrees } from "../../../server/domain/organization-tree";
import { listOrganizations } from "~/api/organizations.server";
import { loadAccess, requireUser } from "~/auth/guards.server";
import { AppFrame } from "~/components/shell/app-frame";
import { commitSession } from "~/session/session.server";

/**
 * The signed-in shell: the holding's organizations for the switcher, the user's access in the active
 * one (kept in the session), and the menu that follows from it. Pages render inside.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireUser(request, context);
  const trees = await listOrganizations(member.api);
  const organizations = flattenTrees(trees).map(({ id, name, depth, type, featureAccessibility }) => ({
    id,
    name,
    depth,
    type,
    featureAccessibility,
  }));
  let changed = false;
  let organizationId = member.organizationId;
  if (organizationId === null || !organizations.some((organization) => organization.id === organizationId)) {
    organizationId = organizations[0]?.id ?? null;
    if (organizationId === null) member.session.unset("activeOrganizationId");
    else member.session.set("activeOrganizationId", organizationId);
    changed = true;
  }
  let access = null;
  if (organizationId !== null) {
    const loaded = await loadAccess({ ...member, organizationId }, context, request);
    access = loaded.access;
    changed ||= loaded.refreshed;
  }
  // The API answered in another language than the session knew: the user changed it elsewhere.
  const answered = member.api.contentLanguage;
  if (answered && answered !== member.user.language) {
    member.session.set("user", { ...member.user, language: answered });
    const headers = { "Set-Cookie": await commitSession(member.session, context) };
    const url = new URL(request.url);
    throw redirect(`${url.pathname}${url.search}`, { headers });
  }
  const headers = changed ? { "Set-Cookie": await commitSession(member.session, context) } : undefined;
  return data(
    {
      user: { name: member.user.name, email: member.user.email, systemPermissions: member.user.systemPermissions },
      organizations,
      activeOrganizationId: organizationId,
      access: access ? { names: access.names, accessibility: access.accessibility } : null,
    },
    { headers },
  );
}

export type ShellData = ReturnType<typeof useLoaderData<typeof loader>>;

export default function AppLayout() {
  const shell = useLoaderData<typeof loader>();
  return (
    <AppFrame shell={shell}>
      <Outlet />
    </AppFrame>
  );
}
