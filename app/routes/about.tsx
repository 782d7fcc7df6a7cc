import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { getSystemDetails } from "~/api/system.server";
import { getVisitor } from "~/auth/visitor.server";
import { PublicFrame } from "~/components/public-frame";
import { fixedT } from "~/i18n/translations.server";

/** A public page that ships no JavaScript at all, like the public policy and procedure pages. */
export const handle = { hydrate: false };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, language } = await getVisitor(request, context);
  return { details: await getSystemDetails(api), title: fixedT(language)("about.title") };
}

export default function About() {
  const { t } = useTranslation();
  const { details } = useLoaderData<typeof loader>();
  return (
    <PublicFrame>
      <article className="card mx-auto w-full max-w-2xl">
        <h1 className="text-2xl font-bold tracking-tight">{t("about.title")}</h1>
        <p className="mt-3 text-slate-700">{t("about.description")}</p>
        <h2 className="mt-6 text-lg font-semibold">{t("about.contact")}</h2>
        <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="font-medium text-slate-600">{t("about.operator")}</dt>
          <dd>{details.name}</dd>
          <dt className="font-medium text-slate-600">{t("about.email")}</dt>
          <dd>
            <a className="link" href={`mailto:${details.email}`}>
              {details.email}
            </a>
          </dd>
          {details.phone ? (
            <>
              <dt className="font-medium text-slate-600">{t("about.phone")}</dt>
              <dd>{details.phone}</dd>
            </>
          ) : null}
          {details.website ? (
            <>
              <dt className="font-medium text-slate-600">{t("about.website")}</dt>
              <dd>{details.website}</dd>
            </>
          ) : null}
          <dt className="font-medium text-slate-600">{t("about.version")}</dt>
          <dd>{details.version}</dd>
        </dl>
        <h2 className="mt-6 text-lg font-semibold">{t("about.referenceData")}</h2>
        <p className="mt-2 text-sm text-slate-700">{t("about.naceSource")}</p>
        <p className="mt-2 text-sm">
          <a href="/third-party-licenses.txt" className="link">
            {t("about.licences")}
          </a>
        </p>
        <p className="mt-6 text-sm">
          <Link to="/" className="link">
            {t("resetPassword.backToLogin")}
          </Link>
        </p>
      </article>
    </PublicFrame>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "About" }];
