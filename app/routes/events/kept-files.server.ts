import { createHmac, timingSafeEqual } from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";

// Long enough to correct a refused report on a phone; a file never attached stays an unattached upload.
const KEPT_MILLISECONDS = 60 * 60 * 1000;

export type KeptFile = { id: number; name: string; token: string };

const signature = (context: AppLoadContext, text: string) =>
  createHmac("sha256", context.sessionSecret).update(`kept-file:${text}`).digest("base64url");

/** A reference to a file received with a refused report, for the next try: signed, for an hour. */
export function keptFile(context: AppLoadContext, organizationId: number, id: number, name: string): KeptFile {
  const text = `${organizationId}.${id}.${Date.now() + KEPT_MILLISECONDS}.${Buffer.from(name).toString("base64url")}`;
  return { id, name, token: `${text}.${signature(context, text)}` };
}

/** The files a report's earlier try kept, from the references it sends back: only this organization's, unexpired. */
export function keptFiles(context: AppLoadContext, organizationId: number, tokens: unknown[]): KeptFile[] {
  return tokens.flatMap((token) => {
    if (typeof token !== "string") return [];
    const parts = token.split(".");
    if (parts.length !== 5) return [];
    const [org, id, expires, name, mac] = parts as [string, string, string, string, string];
    const expected = Buffer.from(signature(context, parts.slice(0, 4).join(".")));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
    if (Number(org) !== organizationId || Number(expires) < Date.now()) return [];
    return [{ id: Number(id), name: Buffer.from(name, "base64url").toString(), token }];
  });
}
