import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { Pager } from "~/components/page/pager";
import { WorkLink } from "~/components/work/work-link";
import { workNote } from "~/components/work/work-note";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { formatDate, formatDateTime } from "~/lib/format";
import { parseListQuery } from "~/lib/list-query";
import { flashToast, successToast } from "~/toast/toast.server";
import { notificationsApi } from "../../../server/api/contracts/notifications";
import { isUrgent, notificationLineKey, notificationPath } from "../../../server/domain/notifications";
import { MAX_ID } from "../../../server/domain/record-ids";

const ROUTE = "routes/notifications/list";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, language, organizationId } = await requireRouteAccess(request, context, ROUTE);
  const { page, size } = parseListQuery(new URL(request.url), {
    sortable: ["created_date"],
    defaultSort: { field: "created_date", direction: "desc" },
  });
  const list = await api.call(notificationsApi.list, { query: { page: page - 1, size } });
  return {
    title: fixedT(language)("notifications.title"),
    entries: list.content,
    total: list.totalElements,
    unread: list.unread,
    page,
    size,
    activeOrganizationId: organizationId,
  };
}

const marking = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("read"), id: z.coerce.number().int().positive().max(MAX_ID) }),
  z.object({ intent: z.literal("read-all") }),
]);

/** Marks one notification read, or all: plain posts, so a phone without script marks them too. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireRouteAccess(request, context, ROUTE);
  const parsed = marking.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data("Unknown action", { status: 400 });
  const marked = parsed.data;
  const all = marked.intent === "read-all";
  await api.call(notificationsApi.markRead, { body: marked.intent === "read" ? { ids: [marked.id] } : {} });
  const headers = all
    ? { "Set-Cookie": await flashToast(context, successToast("toast.success.title", "notifications.allMarkedRead")) }
    : undefined;
  const back = new URL(request.url);
  return redirect(`${back.pathname}${back.search}`, { headers });
}

type Entry = ReturnType<typeof useLoaderData<typeof loader>>["entries"][number];

/** What the product told the user, unread first: each names its record and opens it where it is worked. */
export default function Notifications() {
  const { t } = useTranslation();
  const { entries, total, unread, page, size, activeOrganizationId } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={t("notifications.title")}
        description={t("notifications.intro")}
        actions={
          <>
            {unread > 0 ? (
              <Form method="post">
                <button type="submit" name="intent" value="read-all" className="button-secondary">
                  {t("notifications.markAllRead")}
                </button>
              </Form>
            ) : null}
            <Link to="/notifications/settings" className="button-secondary">
              {t("notificationSettings.link")}
            </Link>
          </>
        }
      />
      <p className="mb-3 text-sm text-slate-700" role="status">
        {t("notifications.unreadCount", { count: unread })}
      </p>
      {entries.length === 0 ? (
        <p className="rounded border border-dashed border-slate-300 bg-white p-6 text-slate-700">
          {t("notifications.none")}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded border border-slate-200 bg-white">
          {entries.map((entry) => (
            <NotificationEntry key={entry.id} entry={entry} activeOrganizationId={activeOrganizationId} />
          ))}
        </ul>
      )}
      <Pager page={page} total={total} pageSize={size} />
    </>
  );
}

function NotificationEntry({ entry, activeOrganizationId }: { entry: Entry; activeOrganizationId: number | null }) {
  const { t, i18n } = useTranslation();
  const unread = entry.readDate === null;
  const due = formatDate(entry.dueDate, i18n.language);
  return (
    <li className={`flex flex-wrap items-start gap-x-4 gap-y-2 p-4 ${unread ? "bg-primary-50" : ""}`}>
      <div className="min-w-0 flex-1">
        <p className={`text-sm ${isUrgent(entry) ? "font-semibold text-red-800" : "text-slate-700"}`}>
          {unread ? <span className="sr-only">{t("notifications.unread")}: </span> : null}
          {t(notificationLineKey(entry), { date: due, organization: entry.organization.name })}
        </p>
        <div className={unread ? "font-semibold" : undefined}>
          <WorkLink
            item={entry}
            path={notificationPath(entry)}
            note={workNote({ kind: entry.topic, detail: entry.detail }, t, i18n.language)}
            activeOrganizationId={activeOrganizationId}
            describedId={`notification-${entry.id}`}
          />
        </div>
        <p className="text-sm text-slate-600">
          {t(`workItems.kindOptions.${entry.topic}`)} · {entry.organization.name} ·{" "}
          {t("notifications.received", { when: formatDateTime(entry.createdDate, i18n.language) })}
        </p>
      </div>
      {unread ? (
        <Form method="post">
          <input type="hidden" name="id" value={entry.id} />
          <button
            type="submit"
            name="intent"
            value="read"
            className="button-secondary py-1 text-sm"
            aria-label={t("notifications.markReadNamed", { title: entry.title })}
          >
            {t("notifications.markRead")}
          </button>
        </Form>
      ) : null}
    </li>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Notifications" }];
