import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { flattenTrees } from "../../../server/domain/organization-tree";
import { listOrganizations } from "~/api/organizations.server";
import { loadAccess, requireUser } from "~/auth/guards.server";
import { AppHeader } from "~/components/shell/app-header";
import { MainMenu, MENU_TOGGLE_ID } from "~/components/shell/main-menu";
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
  const { t } = useTranslation();
  const shell = useLoaderData<typeof loader>();
  return (
    <div className="min-h-full">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t("app.skipToContent")}
      </a>
      <input
        type="checkbox"
        id={MENU_TOGGLE_ID}
        className="sr-only"
        aria-controls="main-menu"
        aria-label={t("menu.open")}
      />
      <AppHeader shell={shell} />
      <div className="mx-auto flex max-w-screen-2xl">
        <MainMenu shell={shell} />
        <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
