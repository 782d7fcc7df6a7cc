import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "@remix-run/react";
import { getVisitor } from "~/auth/visitor.server";
import { ClientErrorReporter } from "~/components/client-errors";
import { errorMeta, RouteErrorPage } from "~/components/error-page";
import { GlobalSpinner } from "~/components/global-spinner";
import { ServerToast, Toasts } from "~/components/toasts";
import { DEFAULT_LANGUAGE } from "~/i18n/config";
import { translationVersions } from "~/i18n/translations.server";
import { useLanguageSync } from "~/i18n/use-language-sync";
import { useNonce } from "~/lib/nonce";
import { takeToast } from "~/toast/toast.server";
import stylesheet from "~/styles/app.css?url";
import { useEffect } from "react";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [visitor, flash] = await Promise.all([getVisitor(request, context), takeToast(request, context)]);
  return data(
    {
      language: visitor.language,
      translationsVersion: translationVersions[visitor.language],
      toast: flash.toast,
      development: context.development,
      maxUploadBytes: context.maxUploadBytes,
      // Each page's create forms key their posts from it (app/components/form/submission-key.tsx).
      submissionSeed: crypto.randomUUID().replaceAll("-", ""),
    },
    { headers: flash.headers },
  );
}

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

/** Routes may declare `handle = { hydrate: false }`: such pages ship no JavaScript at all. */
function useScriptsWanted() {
  return !useMatches().some((match) => (match.handle as { hydrate?: boolean } | undefined)?.hydrate === false);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const language = root?.language ?? DEFAULT_LANGUAGE;
  const hydrate = useScriptsWanted();
  const nonce = useNonce();
  return (
    <html lang={language} className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {root ? <meta name="translations-version" content={root.translationsVersion} /> : null}
        <Meta />
        <Links />
      </head>
      <body className="h-full">
        {children}
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  const { toast, language, translationsVersion } = useRouteLoaderData<typeof loader>("root")!;
  useLanguageSync(language, translationsVersion);
  const withScripts = useScriptsWanted();
  useEffect(() => {
    // Lets end-to-end tests (and anyone curious) see that the page's scripts have taken over.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <Outlet />
      <ServerToast toast={toast} withScripts={withScripts} />
      {withScripts ? <Toasts toast={toast} /> : null}
      <GlobalSpinner />
      <ClientErrorReporter />
    </>
  );
}

export const ErrorBoundary = RouteErrorPage;
export const meta = errorMeta;
