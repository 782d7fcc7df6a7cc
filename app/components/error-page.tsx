import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** A whole-page error: what happened in plain words, never a stack trace, and a way back. */
export function ErrorPage({
  status,
  title,
  message,
  detail,
}: {
  status: number;
  title: string;
  message: string;
  detail?: string;
}) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex min-h-full max-w-xl flex-col justify-center px-6 py-16">
      <p className="text-sm font-semibold text-primary-700">{status}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 text-slate-700">{message}</p>
      {detail ? <pre className="mt-4 overflow-auto rounded bg-slate-100 p-3 text-xs">{detail}</pre> : null}
      <p className="mt-8 flex gap-4">
        <Link to="/dashboard" className="button-primary">
          {t("errors.backToDashboard")}
        </Link>
        <Link to="/" className="button-secondary">
          {t("errors.toHome")}
        </Link>
      </p>
    </main>
  );
}
