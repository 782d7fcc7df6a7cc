import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { PublicFrame } from "~/components/public-frame";
import { AppFrame } from "~/components/shell/app-frame";
import { fixedT } from "~/i18n/translations.server";
import { loadShellIfSignedIn } from "./app/shell.server";

/** Plain text and links: the page ships no JavaScript (docs/decisions/004). */
export const handle = { hydrate: false };

/**
 * Where a denied permission check lands, answered 403: inside the app's frame for a signed-in user, who
 * can pick another page or organization from the menu at once; as a public page for anyone else.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { language, shell, headers } = await loadShellIfSignedIn(args);
  return data({ shell, title: fixedT(language)("unauthorized.title") }, { status: 403, headers });
}

export default function Unauthorized() {
  const { shell } = useLoaderData<typeof loader>();
  if (shell) {
    return (
      <AppFrame shell={shell}>
        <UnauthorizedMessage signedIn />
      </AppFrame>
    );
  }
  return (
    <PublicFrame>
      <div className="card mx-auto w-full max-w-lg">
        <UnauthorizedMessage signedIn={false} />
      </div>
    </PublicFrame>
  );
}

/** Says what happened and offers a way on. */
function UnauthorizedMessage({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={signedIn ? "max-w-xl py-10" : undefined}>
      <p className="text-sm font-semibold text-primary-700">403</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight">{t("unauthorized.title")}</h1>
      <p className="mt-3 text-slate-700">{t("unauthorized.message")}</p>
      <p className="mt-6">
        {signedIn ? (
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
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "403" }];
