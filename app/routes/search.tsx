import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { SEARCH_MAX_PAGE, searchApi } from "../../server/api/contracts/search";
import { SEARCH_KINDS, SEARCH_QUERY_MAX_LENGTH, searchPath, type SearchKind } from "../../server/domain/search";
import { requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { fixedT } from "~/i18n/translations.server";
import { useTranslation } from "~/i18n/translation";

const isKind = (value: string | null): value is SearchKind => SEARCH_KINDS.includes(value as SearchKind);

/** The address of the same search on another page (the first page has no number). */
const searchHref = (q: string, kind: SearchKind | null, page: number) =>
  `/search?${new URLSearchParams({ q, ...(kind ? { kind } : {}), ...(page ? { page: String(page) } : {}) })}`;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(request, context, "routes/search");
  const params = new URL(request.url).searchParams;
  // What a hand-edited address holds beyond what the search answers is cut to it, not refused.
  const q = (params.get("q") ?? "").trim().slice(0, SEARCH_QUERY_MAX_LENGTH);
  const kindParam = params.get("kind");
  const kind = isKind(kindParam) ? kindParam : null;
  const page = Math.min(Math.max(Math.trunc(Number(params.get("page"))) || 0, 0), SEARCH_MAX_PAGE);
  const result = q
    ? await api.call(searchApi.search, {
        params: { org: organizationId },
        query: { q, page, ...(kind ? { kind } : {}) },
      })
    : { content: [], more: false };
  const t = fixedT(language);
  return {
    title: q ? t("search.titleFor", { q }) : t("search.title"),
    q,
    kind,
    hits: result.content.map((hit) => ({
      key: `${hit.kind}-${hit.recordId}`,
      kind: hit.kind,
      title: language === "da" ? (hit.titleDa ?? hit.title) : hit.title,
      detail: hit.detail,
      organization: hit.organization.name,
      to: searchPath(hit.kind, hit.linkId),
    })),
    previous: page > 0 ? searchHref(q, kind, page - 1) : null,
    next: result.more && page < SEARCH_MAX_PAGE ? searchHref(q, kind, page + 1) : null,
  };
}

/**
 * One box that finds records of every module the user may read in the active organization, best first,
 * each with its module named. A GET form and plain links: it works the same without script.
 */
export default function Search() {
  const { t } = useTranslation();
  const { q, kind, hits, previous, next } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={t("search.title")} description={t("search.intro")} />
      <Form method="get" role="search" className="mb-6 flex max-w-3xl flex-wrap items-end gap-2">
        <div className="min-w-56 flex-[2]">
          <label htmlFor="search-q" className="block text-sm font-medium text-slate-700">
            {t("search.label")}
          </label>
          <input
            id="search-q"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            autoComplete="off"
            className="input w-full"
          />
        </div>
        <div className="min-w-44 flex-1">
          <label htmlFor="search-kind" className="block text-sm font-medium text-slate-700">
            {t("search.module")}
          </label>
          <select id="search-kind" name="kind" defaultValue={kind ?? ""} className="input w-full">
            <option value="">{t("search.allModules")}</option>
            {SEARCH_KINDS.map((option) => (
              <option key={option} value={option}>
                {t(`search.kinds.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button-primary">
          {t("search.submit")}
        </button>
      </Form>
      {!q ? (
        <p className="max-w-3xl text-slate-700">{t("search.start")}</p>
      ) : hits.length ? (
        <section aria-labelledby="search-results">
          <h2 id="search-results" className="sr-only">
            {t("search.results")}
          </h2>
          <ol className="max-w-3xl divide-y divide-slate-200 rounded border border-slate-200 bg-white">
            {hits.map((hit) => (
              <li key={hit.key}>
                <Link to={hit.to} className="block px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50">
                  <span className="link font-medium break-words">{hit.title}</span>
                  <span className="block text-sm text-slate-600">
                    <span className="font-medium text-slate-800">{t(`search.kinds.${hit.kind}`)}</span>
                    {[hit.detail, hit.organization]
                      .filter(Boolean)
                      .map((part) => ` · ${part}`)
                      .join("")}
                  </span>
                </Link>
              </li>
            ))}
          </ol>
          {previous || next ? (
            <nav aria-label={t("search.pages")} className="mt-4 flex max-w-3xl justify-between text-sm">
              {previous ? (
                <Link to={previous} className="link">
                  {t("search.previous")}
                </Link>
              ) : (
                <span />
              )}
              {next ? (
                <Link to={next} className="link">
                  {t("search.next")}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </section>
      ) : (
        <p className="max-w-3xl text-slate-700">{t("search.none", { q })}</p>
      )}
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];
