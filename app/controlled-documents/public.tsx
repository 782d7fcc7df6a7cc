import { PageLanguageLinks } from "~/components/page-language-links";
import { useLoaderData } from "@remix-run/react";
import { PublicFrame } from "~/components/public-frame";
import { useTranslation } from "~/i18n/translation";

import type { publicLoader } from "./public.server";

/**
 * What auditors, customers and employees read on any device, without an account: its route ships no
 * script at all (`handle = { hydrate: false }`).
 */
export function PublicDocument() {
  const { t } = useTranslation();
  const page = useLoaderData<ReturnType<typeof publicLoader>>();
  return (
    <PublicFrame>
      <article lang={page.language} className="card mx-auto w-full max-w-3xl print:shadow-none print:ring-0">
        <p className="flex items-center gap-3 text-sm font-medium text-slate-600">
          {page.logo ? <img src={page.logo} alt="" className="h-10 w-auto max-w-32 object-contain" /> : null}
          {page.organization}
        </p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight wrap-anywhere">{page.title}</h1>
        <p className="mt-1 text-sm text-slate-600">{page.revisionLine}</p>
        {page.approvalLine ? <p className="text-sm text-slate-600">{page.approvalLine}</p> : null}
        {page.languages.length > 1 ? (
          <PageLanguageLinks label={t("controlled.languages")} languages={page.languages} current={page.language} />
        ) : null}
        <div className="markdown mt-6" dangerouslySetInnerHTML={{ __html: page.html }} />
      </article>
    </PublicFrame>
  );
}
