import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { ASPECTS } from "./paths";
import { suggestionsOf } from "./suggestions.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const route = "routes/planning/aspects/suggestions";
  const { api, organizationId, canEdit, language } = await requireRouteAccess(request, context, route);
  return {
    ...(await suggestionsOf(api, organizationId, language)),
    canEdit,
    title: fixedT(language)("aspects.suggestions.title"),
  };
}

type Suggestion = ReturnType<typeof useLoaderData<typeof loader>>["groups"][number]["suggestions"][number];

/** One suggestion: what, where, the figure, and a plain form that starts the aspect (or the aspect taken). */
function SuggestionItem({ suggestion, canEdit }: { suggestion: Suggestion; canEdit: boolean }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium wrap-anywhere">
          {suggestion.name}
          {suggestion.hazardous ? (
            <span className="ml-2 inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-950">
              {t(`aspects.suggestions.${suggestion.kind}.hazardous`)}
            </span>
          ) : null}
        </p>
        {suggestion.department ? <p className="text-sm text-slate-600">{suggestion.department}</p> : null}
        <p className="text-sm text-slate-800">{suggestion.figure}</p>
      </div>
      {suggestion.aspectId !== null ? (
        <p className="shrink-0 text-sm">
          <span className="mr-2 font-medium text-emerald-800">{t("aspects.suggestions.taken")}</span>
          <Link to={`${ASPECTS}/${suggestion.aspectId}`} className="link">
            {t("aspects.suggestions.open")}
          </Link>
        </p>
      ) : canEdit ? (
        <Form method="get" action={`${ASPECTS}/new`} className="shrink-0">
          {Object.entries(suggestion.start).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button
            type="submit"
            className="button-secondary"
            aria-label={t("aspects.suggestions.addNamed", { name: suggestion.name })}
          >
            {t("aspects.suggestions.add")}
          </button>
        </Form>
      ) : null}
    </li>
  );
}

/** What the organization's own figures of the last twelve months suggest, so a coordinator starts from facts. */
export default function AspectSuggestions() {
  const { t } = useTranslation();
  const { groups, period, canEdit, title } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t("menu.groups.planning") }, { label: t("aspects.title"), to: ASPECTS }]}
        description={t("aspects.suggestions.intro", period)}
      />
      <div className="space-y-6">
        {groups.map((group) => (
          <section key={group.kind} className="card" aria-labelledby={`suggestions-${group.kind}`}>
            <h2 id={`suggestions-${group.kind}`} className="text-lg font-semibold">
              {t(`aspects.suggestions.${group.kind}.heading`)}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t(`aspects.suggestions.${group.kind}.source`)}</p>
            {group.suggestions.length ? (
              <ul className="mt-2 divide-y divide-slate-100">
                {group.suggestions.map((suggestion) => (
                  <SuggestionItem key={suggestion.key} suggestion={suggestion} canEdit={canEdit} />
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-slate-700">{t(`aspects.suggestions.${group.kind}.none`)}</p>
            )}
          </section>
        ))}
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Suggested aspects" }];
