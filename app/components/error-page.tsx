import type { MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Link, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/config";
import { translateIn, useTranslation } from "~/i18n/translation";
import { reportClientError } from "~/components/client-errors";
import { showErrorToast } from "~/components/toasts";
import type { loader as rootLoader } from "~/root";

const ERROR_KINDS: Record<number, "notFound" | "forbidden" | "unavailable"> = {
  404: "notFound",
  403: "forbidden",
  503: "unavailable",
};
export const errorTitleKey = (status: number) => `errors.${ERROR_KINDS[status] ?? "generic"}.title` as const;
export const errorMessageKey = (status: number) => `errors.${ERROR_KINDS[status] ?? "generic"}.message` as const;

/**
 * The title of a page that shows an error: the boundary's route gives it, since the failed route's own
 * `meta` has no data to name the page by.
 */
export const errorMeta: MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const root = matches.find((match) => match.id === "root")?.data as { language?: Language } | undefined;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return [{ title: translateIn(root?.language ?? DEFAULT_LANGUAGE, errorTitleKey(status)) }];
};

/**
 * What went wrong in plain words, never a stack trace (only the message, in development), and a way
 * back. Unexpected errors are reported to the API once the page's scripts run.
 */
export function RouteErrorMessage({ inShell = false }: { inShell?: boolean }) {
  const error = useRouteError();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportClientError(error);
    if (status >= 500) showErrorToast();
  }, [error, status]);
  const detail = root?.development && error instanceof Error ? error.message : undefined;
  return <ErrorMessage status={status} detail={detail} inShell={inShell} />;
}

/** The message for an HTTP status, with a way back: to the dashboard, and outside the shell also home. */
export function ErrorMessage({
  status,
  detail,
  inShell = false,
}: {
  status: number;
  detail?: string;
  inShell?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={inShell ? "max-w-xl py-10" : undefined}>
      <p className="text-sm font-semibold text-primary-700">{status}</p>
      <h1 className={`mt-2 font-bold tracking-tight ${inShell ? "text-2xl" : "text-3xl"}`}>
        {t(errorTitleKey(status))}
      </h1>
      <p className="mt-4 text-slate-700">{t(errorMessageKey(status))}</p>
      {detail ? <pre className="mt-4 overflow-auto rounded bg-slate-100 p-3 text-xs">{detail}</pre> : null}
      <p className="mt-8 flex gap-4">
        <Link to="/dashboard" className="button-primary">
          {t("errors.backToDashboard")}
        </Link>
        {inShell ? null : (
          <Link to="/" className="button-secondary">
            {t("errors.toHome")}
          </Link>
        )}
      </p>
    </div>
  );
}

/** A whole-page error, for errors outside the signed-in shell. */
export function RouteErrorPage() {
  return (
    <main className="mx-auto flex min-h-full max-w-xl flex-col justify-center px-6 py-16">
      <RouteErrorMessage />
    </main>
  );
}
