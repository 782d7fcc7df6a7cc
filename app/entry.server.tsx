import { PassThrough } from "node:stream";
import type {
  ActionFunctionArgs,
  AppLoadContext,
  EntryContext,
  HandleErrorFunction,
  LoaderFunctionArgs,
} from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { DEFAULT_LANGUAGE, isLanguage } from "./i18n/config";
import "./i18n/translations.server";
import { TranslationProvider } from "./i18n/translation";
import { NonceContext } from "./lib/nonce";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const rootData = remixContext.staticHandlerContext.loaderData.root as { language?: string } | undefined;
  const language = isLanguage(rootData?.language) ? rootData.language : DEFAULT_LANGUAGE;
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode;
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const abortTimer: { id?: ReturnType<typeof setTimeout> } = {};
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <TranslationProvider language={language}>
          <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
        </TranslationProvider>
      </NonceContext.Provider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          body.once("close", () => clearTimeout(abortTimer.id));
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.log.error({ err: error }, "render error");
        },
      },
    );
    abortTimer.id = setTimeout(abort, streamTimeout + 1000);
  });
}

/** Server-side errors go to the log with the request id; aborted requests are not errors. */
export const handleError: HandleErrorFunction = (
  error,
  { request, context }: LoaderFunctionArgs | ActionFunctionArgs,
) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  context.log.error({ err: error, method: request.method, url: request.url }, "unhandled error in a loader or action");
};
