import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client";
import { streamFileContent } from "./files";
import type { MailAttachment } from "./mailer";

/**
 * A logo travels inside the mail (its HTML shows it by `cid:`), so a mail client shows it without
 * fetching anything from the product, which would need a public address and tell who opened what.
 * A larger logo is left out, and the mail names the organization only: every mail would carry it.
 */
export const MAIL_LOGO_MAX_BYTES = 100 * 1024;

export type MailLogo = { src: string; attachment: MailAttachment };

const EXTENSIONS: Record<string, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" };

/** The logos of the organizations a run of mails names: each read once per run. */
export function mailLogos(db: Db): (organizationId: number) => Promise<MailLogo | null> {
  const known = new Map<number, Promise<MailLogo | null>>();
  return (organizationId) => {
    let logo = known.get(organizationId);
    if (!logo) {
      logo = readLogo(db, organizationId);
      known.set(organizationId, logo);
    }
    return logo;
  };
}

/** The logo the organization shows: its own, else the closest one above it (as the app's header does). */
async function readLogo(db: Db, organizationId: number): Promise<MailLogo | null> {
  const [file] = await queryRows<{
    id: number;
    contentVersion: number;
    contentType: string;
    size: number;
    sha256: string;
  }>(
    db,
    sql`select f.id, f.content_version as "contentVersion", f.content_type as "contentType", f.size::int as size, f.sha256
      from organizations o join organizations a on a.id = o.id or a.id = any(o.lineage)
      join files f on f.id = a.logo_file_id and not f.deleted
      where o.id = ${organizationId}
      order by a.id = o.id desc, array_position(o.lineage, a.id) desc
      limit 1`,
  );
  if (!file || file.size > MAIL_LOGO_MAX_BYTES || !EXTENSIONS[file.contentType]) return null;
  const content = Buffer.from(await new Response(streamFileContent(db, file)).arrayBuffer());
  const cid = `logo-${file.sha256.slice(0, 16)}@compliance-workbench`;
  return {
    src: `cid:${cid}`,
    attachment: { filename: `logo.${EXTENSIONS[file.contentType]}`, content, contentType: file.contentType, cid },
  };
}
