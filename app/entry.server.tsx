import { Writable } from "node:stream";
import type {
  ActionFunctionArgs,
  AppLoadContext,
  EntryContext,
  HandleErrorFunction,
  LoaderFunctionArgs,
} from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { DEFAULT_LANGUAGE, isLanguage } from "./i18n/config";
import "./i18n/translations.server";
import { TranslationProvider } from "./i18n/translation";
import { NonceContext } from "./lib/nonce";

export const streamTimeout = 5_000;

/**
 * Renders the page whole, then answers it in one piece: no page defers data, so streaming would only
 * add a stream hop per chunk of markup (decision 007).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const rootData = remixContext.staticHandlerContext.loaderData.root as { language?: string } | undefined;
  const language = isLanguage(rootData?.language) ? rootData.language : DEFAULT_LANGUAGE;
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellReady = false;
    // Gives up on a render that never completes; `abort` exists by the time it fires.
    const abortTimer = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <TranslationProvider language={language}>
          <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
        </TranslationProvider>
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          shellReady = true;
        },
        onAllReady() {
          clearTimeout(abortTimer);
          const chunks: Buffer[] = [];
          const page = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
              done();
            },
          });
          pipe(page);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellReady) loadContext.log.error({ err: error }, "render error");
        },
      },
    );
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
