/** What the HTTP entry hands every loader and action (see server/http/web-app.ts). */
export type Upstream = {
  /** Base URL of the API, including /api/v1. */
  baseUrl: string;
  /** In-process by default (no socket), over HTTP when API_URL is set. */
  fetch(request: Request): Promise<Response>;
};

type LogFunction = (details: Record<string, unknown>, message: string) => void;

export type ServerLoadContext = {
  requestId: string;
  clientAddress: string;
  cspNonce: string;
  upstream: Upstream;
  /** Whether cookies must be Secure (the public URL is https). */
  secureCookies: boolean;
  /** The address users reach (PUBLIC_URL, no trailing slash): links that leave the page, printed or mailed. */
  publicUrl: string;
  sessionSecret: string;
  /** The largest file accepted (MAX_UPLOAD_MB), to refuse larger uploads before reading them. */
  maxUploadBytes: number;
  /** Whether to show error details (development only). */
  development: boolean;
  log: { error: LogFunction; warn: LogFunction; info: LogFunction };
};

declare module "@remix-run/node" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ServerLoadContext {}
}
