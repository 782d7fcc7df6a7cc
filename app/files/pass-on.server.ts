const PASSED_ON = [
  "Content-Type",
  "Content-Length",
  "Content-Disposition",
  "X-Content-Type-Options",
  "Content-Security-Policy",
  "ETag",
];

/** Passes the API's download on as it streams: the bytes never gather in this process. */
export function passOn(upstream: Response, cacheControl = "private, no-cache") {
  if (!upstream.ok)
    throw new Response(null, { status: upstream.status === 404 ? 404 : upstream.status === 403 ? 403 : 502 });
  const headers = new Headers({ "Cache-Control": cacheControl });
  for (const name of PASSED_ON) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: 200, headers });
}
