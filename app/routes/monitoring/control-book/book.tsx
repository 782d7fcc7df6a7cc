import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { inspectionsApi } from "../../../../server/api/contracts/control-book";
import { stakeholdersApi } from "../../../../server/api/contracts/stakeholders";
import { businessToday } from "../../../../server/domain/recurrence";
import type { DateOnly } from "../../../../server/domain/wire-casing";
import { requireRouteAccess } from "~/auth/guards.server";
import { CalendarFeedCard } from "~/components/calendar-feed/calendar-feed-card";
import { calendarFeedCard } from "~/components/calendar-feed/calendar-feed.server";
import { CONTROL_BOOK } from "~/components/control-book/paths";
import { PageHeader } from "~/components/page/page-header";
import { ExportLink } from "~/components/table/export-link";
import { ImportLink } from "~/imports/import-link";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { lastPageAddress, withParams } from "~/lib/list-query";
import { memberOptions } from "~/lib/member-options.server";
import { machineFilterChoices } from "./agreement-form.server";
import { monthGrid, parseMonth } from "~/lib/month-grid";
import { BookFilters, ShowTabs } from "./book-filters";
import { bookFilter, bookListQuery, inspectionQuery } from "./book-query";
import { BookTable } from "./book-table";
import { COMPLETE_CHOSEN_FORM, CompleteChosenForm } from "./complete-chosen";
import { completeChosen } from "./complete-chosen.server";
import { CalendarView } from "./calendar-view";

/**
 * A month shows at most this many inspections (two a day already fill a square of the grid); past it,
 * the page says to narrow the filters or use the list.
 */
const CALENDAR_LIMIT = 60;

export async function action({ request, context }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, "routes/monitoring/control-book/book");
  return completeChosen(request, context, api, organizationId);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, canEdit, language } = await requireRouteAccess(
    request,
    context,
    "routes/monitoring/control-book/book",
  );
  const url = new URL(request.url);
  const filter = bookFilter(url);
  const view = url.searchParams.get("view") === "calendar" ? ("calendar" as const) : ("list" as const);
  const org = { org: organizationId };
  const [members, stakeholders, machines, fresh] = await Promise.all([
    memberOptions(api, organizationId),
    api
      .call(stakeholdersApi.list, { query: { size: 200 } })
      .then((list) => list.content.map(({ id, name }) => ({ id, name }))),
    machineFilterChoices(api, organizationId, filter.machine),
    calendarFeedCard(request, context, api, { target: "control-book", organizationId }),
  ]);
  const base = {
    title: fixedT(language)("controlBook.title"),
    filter,
    view,
    members,
    stakeholders,
    machines,
    canEdit,
    feed: fresh.card,
  };

  if (view === "calendar") {
    const grid = monthGrid(parseMonth(url.searchParams.get("month"), businessToday()));
    const month = await api.call(inspectionsApi.list, {
      params: org,
      query: {
        ...inspectionQuery(filter),
        dueFrom: grid.from as DateOnly,
        dueTo: grid.to as DateOnly,
        size: CALENDAR_LIMIT,
        sort: [{ field: "due_date", direction: "asc" }],
      },
    });
    const entries = month.content.map(({ id, dueDate, standing, agreement }) => ({
      id,
      dueDate,
      standing,
      name: agreement.name,
    }));
    const calendar = { grid, entries, total: month.totalElements, limit: CALENDAR_LIMIT };
    return data({ ...base, calendar, list: null }, { headers: fresh.headers });
  }
  const query = bookListQuery(url, filter);
  const page = await api.call(inspectionsApi.list, {
    params: org,
    query: { ...inspectionQuery(filter), page: query.page - 1, size: query.size, sort: query.sort },
  });
  const lastPage = lastPageAddress(url, query, page.totalElements);
  if (lastPage) throw redirect(lastPage);
  const rows = page.content.map((row) => ({
    id: row.id,
    dueDate: row.dueDate,
    standing: row.standing,
    agreement: row.agreement.name,
    type: row.agreement.type,
    responsible: row.agreement.responsibleMember?.name ?? null,
    counterpart: row.agreement.stakeholder?.name ?? null,
    machines: row.machines.map((machine) => machine.name).join(", "),
    performedAt: row.performedAt,
    result: row.result,
  }));
  // What is still to do may be chosen and completed together.
  const choosing = canEdit && filter.show !== "done" && rows.length > 0;
  return data(
    { ...base, list: { rows, total: page.totalElements, query, choosing, today: businessToday() }, calendar: null },
    { headers: fresh.headers },
  );
}

/**
 * The control book: every inspection the organization's agreements call for, what is overdue first,
 * as a list or a month's calendar, filtered through the address so each view can be bookmarked.
 */
export default function ControlBook() {
  const { t } = useTranslation();
  const { filter, view, members, stakeholders, machines, canEdit, list, calendar, feed } =
    useLoaderData<typeof loader>();
  const { search } = useLocation();
  const completion = useActionData<typeof action>();
  const filtered = Boolean(filter.q || filter.type || filter.responsible || filter.stakeholder || filter.machine);
  return (
    <>
      <PageHeader
        title={t("controlBook.title")}
        crumbs={[{ label: t("menu.groups.monitoring") }]}
        description={t("controlBook.intro")}
        actions={
          canEdit ? (
            <div className="flex flex-wrap gap-2">
              <ImportLink list={`${CONTROL_BOOK}/agreements`} />
              <Link to={`${CONTROL_BOOK}/agreements/new`} className="button-primary">
                {t("controlBook.newAgreement")}
              </Link>
            </div>
          ) : null
        }
      />
      <ShowTabs show={filter.show} />
      <BookFilters filter={filter} members={members} stakeholders={stakeholders} machines={machines} view={view} />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <nav aria-label={t("controlBook.layout")} className="flex gap-2">
          <Link
            to={withParams(search, { view: null, month: null })}
            aria-current={view === "list" ? "page" : undefined}
            className={view === "list" ? "button-primary" : "button-secondary"}
          >
            {t("controlBook.asList")}
          </Link>
          <Link
            to={withParams(search, { view: "calendar", page: null, sort: null })}
            aria-current={view === "calendar" ? "page" : undefined}
            className={view === "calendar" ? "button-primary" : "button-secondary"}
          >
            {t("controlBook.asCalendar")}
          </Link>
        </nav>
        <ExportLink to={`${CONTROL_BOOK}/export`} />
      </div>
      {list ? (
        <BookTable
          rows={list.rows}
          total={list.total}
          query={list.query}
          empty={filtered ? t("controlBook.noMatches") : canEdit ? t("controlBook.noneEditor") : t("controlBook.none")}
          selectFor={list.choosing ? COMPLETE_CHOSEN_FORM : undefined}
        />
      ) : null}
      {list?.choosing ? <CompleteChosenForm today={list.today} lastResult={completion} /> : null}
      {calendar ? <CalendarView {...calendar} /> : null}
      <div className="mt-8 max-w-3xl">
        <CalendarFeedCard {...feed} />
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Control book" }];
