import type { Context } from "hono";
import type { Language } from "../domain/standards";
import type { ApiEnv } from "./env";

/** The language to sort and word answers in: the user's choice, else what the request accepts. */
export function requestLanguage(c: Context<ApiEnv>): Language {
  const chosen = c.var.auth?.user.language;
  if (chosen) return chosen;
  const accepted = (c.req.header("accept-language") ?? "").toLowerCase();
  const da = accepted.search(/(^|,)\s*da\b/);
  const en = accepted.search(/(^|,)\s*en\b/);
  return da >= 0 && (en < 0 || da < en) ? "da" : "en";
}
