import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getVisitor } from "~/auth/visitor.server";
import { PublicFrame } from "~/components/public-frame";
import { fixedT } from "~/i18n/instances.server";

/** Public pages are plain HTML forms and text: they ship no JavaScript (docs/decisions/004). */
export const handle = { hydrate: false };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { language, user } = await getVisitor(request, context);
  return { loggedIn: Boolean(user), title: fixedT(language)("unauthorized.title") };
}

/** Where a denied permission check lands: says what happened and offers a way on. */
export default function Unauthorized() {
  const { t } = useTranslation();
  const { loggedIn } = useLoaderData<typeof loader>();
  return (
    <PublicFrame>
      <div className="card mx-auto w-full max-w-lg">
        <p className="text-sm font-semibold text-primary-700">403</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight">{t("unauthorized.title")}</h1>
        <p className="mt-3 text-slate-700">{t("unauthorized.message")}</p>
        <p className="mt-6">
          {loggedIn ? (
            <Link to="/dashboard" className="button-primary">
              {t("errors.backToDashboard")}
            </Link>
          ) : (
            <Link to="/" className="button-primary">
              {t("login.submit")}
            </Link>
          )}
        </p>
      </div>
    </PublicFrame>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "403" }];
