import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { policiesApi } from "../../../../server/api/contracts/policies";
import { renderMarkdown } from "../../../../server/domain/markdown";
import { isUpstreamStatus } from "~/api/problem";
import { getVisitor } from "~/auth/visitor.server";
import { PublicFrame } from "~/components/public-frame";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";
import { LANGUAGES } from "./paths";

/** Auditors, customers and employees read it on any device, without an account: no script at all. */
export const handle = { hydrate: false };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, language } = await getVisitor(request, context);
  let policy;
  try {
    policy = await api.call(policiesApi.publicView, { params: { publicId: params.publicId ?? "" } });
  } catch (error) {
    if (isUpstreamStatus(error, 404) || isUpstreamStatus(error, 422)) throw new Response("Not found", { status: 404 });
    throw error;
  }
  const written = LANGUAGES.filter((code) => policy.texts[code]);
  const asked = new URL(request.url).searchParams.get("lang");
  const shown = written.find((code) => code === asked) ?? written.find((code) => code === language) ?? written[0]!;
  const text = policy.texts[shown]!;
  return {
    language: shown,
    languages: written,
    title: text.title,
    html: renderMarkdown(text.content),
    revision: policy.revision,
    publishedAt: policy.publishedAt,
    organization: policy.organization.name,
    logo: policy.organization.logoFileId
      ? `/leadership/policies/${encodeURIComponent(params.publicId ?? "")}/logo?v=${policy.organization.logoFileId}`
      : null,
  };
}

export default function PublicPolicy() {
  const { t } = useTranslation();
  const policy = useLoaderData<typeof loader>();
  return (
    <PublicFrame>
      <article lang={policy.language} className="card mx-auto w-full max-w-3xl print:shadow-none print:ring-0">
        <p className="flex items-center gap-3 text-sm font-medium text-slate-600">
          {policy.logo ? <img src={policy.logo} alt="" className="h-10 w-auto max-w-32 object-contain" /> : null}
          {policy.organization}
        </p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight wrap-anywhere">{policy.title}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {t("policies.publicRevision", {
            revision: policy.revision,
            date: formatDate(policy.publishedAt, policy.language),
          })}
        </p>
        {policy.languages.length > 1 ? (
          <nav aria-label={t("policies.languages")} className="mt-2 flex gap-3 text-sm print:hidden">
            {policy.languages.map((code) => (
              <Link
                key={code}
                to={`?lang=${code}`}
                lang={code}
                aria-current={code === policy.language ? "page" : undefined}
                className={code === policy.language ? "font-semibold" : "link"}
              >
                {t(`policies.language.${code}`)}
              </Link>
            ))}
          </nav>
        ) : null}
        <div className="markdown mt-6" dangerouslySetInnerHTML={{ __html: policy.html }} />
      </article>
    </PublicFrame>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.title} – ${data.organization}` : "Policy" },
];
