import { isRouteErrorResponse, Link, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/translation";
import { reportClientError } from "~/components/client-errors";
import type { loader as rootLoader } from "~/root";

export const errorTitleKey = (status: number) =>
  status === 404 ? "errors.notFound.title" : status === 403 ? "errors.forbidden.title" : "errors.generic.title";
export const errorMessageKey = (status: number) =>
  status === 404 ? "errors.notFound.message" : status === 403 ? "errors.forbidden.message" : "errors.generic.message";

/**
 * What went wrong in plain words, never a stack trace (only the message, in development), and a way
 * back. Unexpected errors are reported to the API once the page's scripts run.
 */
export function RouteErrorMessage({ inShell = false }: { inShell?: boolean }) {
  const error = useRouteError();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportClientError(error);
  }, [error]);
  const status = isRouteErrorResponse(error) ? error.status : 500;
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
