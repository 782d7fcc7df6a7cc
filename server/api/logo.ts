import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { files } from "../db/schema";
import type { OrganizationDirectory } from "../services/organization-directory";
import { streamFileContent } from "../services/files";
import type { ApiEnv } from "./env";
import { notFound } from "./problem";

/** The logo an organization shows: its own, else the closest one up to the root of its holding. */
export async function shownLogo(directory: OrganizationDirectory, organizationId: number) {
  for (const id of ((await directory.lineage(organizationId)) ?? []).toReversed()) {
    const logo = (await directory.record(id))?.logoFileId;
    if (logo) return logo;
  }
  return null;
}

/** A logo's image, shown inline (never run: a sandboxing policy, and only raster types are logos). */
export async function sendLogo(c: Context<ApiEnv>, fileId: number | null) {
  const { db } = c.var.deps;
  const [file] = fileId ? await db.select().from(files).where(eq(files.id, fileId)) : [];
  if (!file || file.deleted) throw notFound("Logo");
  return new Response(streamFileContent(db, file), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": "inline",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, max-age=86400",
      ETag: `"${file.sha256}"`,
    },
  }) as never;
}
