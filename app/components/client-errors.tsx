import { useEffect } from "react";

const REPORT_URL = "/resources/errors";

/** Sends an unhandled browser error to the server (the console in development). */
export function reportClientError(error: unknown) {
  if (typeof window === "undefined") return;
  const { message, stack } =
    error instanceof Error
      ? error
      : { message: typeof error === "string" ? error : JSON.stringify(error), stack: undefined };
  if (import.meta.env.DEV) {
    console.error(error);
    return;
  }
  const body = JSON.stringify({
    message: String(message).slice(0, 2000),
    stack: stack?.slice(0, 8000),
    url: window.location.href.slice(0, 2000),
    userAgent: navigator.userAgent.slice(0, 500),
  });
  void fetch(REPORT_URL, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body,
    keepalive: true,
  }).catch(() => {});
}

const isAbort = (reason: unknown) => reason instanceof DOMException && reason.name === "AbortError";

/** Reports errors that escape every handler: thrown in callbacks or rejected promises nobody awaited. */
export function ClientErrorReporter() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => reportClientError(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => {
      // A navigation or submission the user interrupted with another (a second click) rejects with an
      // AbortError that the router does not catch: nothing went wrong, so nothing is reported.
      if (isAbort(event.reason)) return event.preventDefault();
      reportClientError(event.reason);
    };
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);
  return null;
}
