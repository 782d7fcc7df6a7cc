import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import {
  findAccessibleOrganization,
  listAccessibleOrganizations,
  type OrganizationEntry,
} from "~/api/organizations.server";
import { loadAccess, requireRouteAccess } from "~/auth/guards.server";
import { systemMenu, visibleActions, visibleMenu } from "~/components/menu/menu-model.server";
import { hiddenColumns } from "~/components/table/column-choice.server";
import { AppFrame } from "~/components/shell/app-frame";
import { logoPath } from "~/lib/organization-logo";
import { commitSession } from "~/session/session.server";
import { notificationsApi } from "../../../server/api/contracts/notifications";

// The switcher offers this many companies at most; the organizations page lists them all.
const SWITCHER_COMPANIES = 50;

/**
 * The signed-in shell: the companies for the switcher (departments only when active: a holding may have
 * thousands, and the shell must not grow with them), the user's access in the active organization (kept
 * in the session), and the menu that follows from it. Pages render inside.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireRouteAccess(request, context, "routes/app/layout");
  const [companies, { unread }] = await Promise.all([
    listAccessibleOrganizations(member.api, { type: "COMPANY", size: SWITCHER_COMPANIES }),
    member.api.call(notificationsApi.unread),
  ]);
  // Mostly the active organization is one of the companies; only a department needs its own call.
  const stored =
    member.organizationId === null
      ? null
      : (companies.content.find((company) => company.id === member.organizationId) ??
        (await findAccessibleOrganization(member.api, member.organizationId)));
  let changed = false;
  let active = stored;
  if (!active) {
    // None chosen yet, or no longer open to the user: the first organization they may open.
    active = (await listAccessibleOrganizations(member.api, { size: 1 })).content[0] ?? null;
    if (active === null) member.session.unset("activeOrganizationId");
    else member.session.set("activeOrganizationId", active.id);
    changed = true;
  }
  const organizationId = active?.id ?? null;
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
      unreadNotifications: unread,
      organizations: switcherOptions(companies.content, active),
      activeOrganizationId: organizationId,
      // The active organization's logo, or its company's; the switcher beside it says whose.
      // Not while the organization holds its records back until the user sets up a second factor.
      logo: active?.logoFileId && !access?.twoFactorRequired ? logoPath(active.id, active.logoFileId) : null,
      // Worked out here, so the rules behind the menu never ship to the browser.
      menu: access ? visibleMenu(access) : systemMenu(member.user.systemPermissions),
      actions: access ? visibleActions(access) : [],
      hiddenColumns: await hiddenColumns(request, context),
    },
    { headers },
  );
}

/** The companies in tree order, with the active department (if it is one) under its company. */
function switcherOptions(companies: OrganizationEntry[], active: OrganizationEntry | null) {
  const options = companies.map(({ id, name, depth, type }) => ({ id, name, depth, type }));
  if (!active || options.some((option) => option.id === active.id)) return options;
  const company = active.ancestors.findLast((ancestor) => options.some((option) => option.id === ancestor.id));
  const at = company ? options.findIndex((option) => option.id === company.id) + 1 : options.length;
  options.splice(at, 0, { id: active.id, name: active.name, depth: active.depth, type: active.type });
  return options;
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
