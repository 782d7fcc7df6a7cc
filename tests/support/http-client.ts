/** A tiny cookie-keeping HTTP client, as a browser or script would talk to the API. */
export class ApiClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get xsrfToken() {
    return this.cookies.get("XSRF-TOKEN");
  }

  async request(
    method: string,
    path: string,
    options: {
      json?: unknown;
      form?: Record<string, string>;
      body?: BodyInit;
      headers?: Record<string, string>;
      xsrf?: boolean;
    } = {},
  ) {
    const headers = new Headers(options.headers);
    let body: BodyInit | undefined = options.body;
    if (options.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers.set("content-type", "application/x-www-form-urlencoded");
      body = new URLSearchParams(options.form).toString();
    }
    if (this.cookies.size > 0) headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    if (options.xsrf !== false && this.xsrfToken && !["GET", "HEAD"].includes(method)) {
      headers.set("x-xsrf-token", this.xsrfToken);
    }
    const response = await fetch(`${this.baseUrl}/api/v1${path}`, { method, headers, body, redirect: "manual" });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(";");
      const [name, ...value] = pair!.split("=");
      const cookieValue = value.join("=");
      if (/max-age=0|expires=Thu, 01 Jan 1970/i.test(setCookie) || cookieValue === "")
        this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), cookieValue);
    }
    const text = await response.text();
    const type = response.headers.get("content-type") ?? "";
    const data = type.includes("json") && text ? JSON.parse(text) : text;
    return { status: response.status, headers: response.headers, data };
  }

  get = (path: string, options?: Parameters<ApiClient["request"]>[2]) => this.request("GET", path, options);
  post = (path: string, options?: Parameters<ApiClient["request"]>[2]) => this.request("POST", path, options);
  put = (path: string, options?: Parameters<ApiClient["request"]>[2]) => this.request("PUT", path, options);
  patch = (path: string, options?: Parameters<ApiClient["request"]>[2]) => this.request("PATCH", path, options);
  delete = (path: string, options?: Parameters<ApiClient["request"]>[2]) => this.request("DELETE", path, options);

  async login(username: string, password = TEST_PASSWORD) {
    const response = await this.post("/authentications", { form: { username, password } });
    if (response.status !== 200)
      throw new Error(`login failed for ${username}: ${response.status} ${JSON.stringify(response.data)}`);
    return response;
  }
}

export const TEST_PASSWORD = "correct horse battery";

/** A script's request with an API token alone: no cookie, no XSRF header. */
export const bearerRequest = (baseUrl: string, token: string, method: string, path: string, json?: unknown) =>
  new ApiClient(baseUrl).request(method, path, { json, headers: { authorization: `Bearer ${token}` } });
