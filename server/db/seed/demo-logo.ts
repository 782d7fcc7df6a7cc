import { crc32, deflateSync } from "node:zlib";
import { eq } from "drizzle-orm";
import type { Db } from "../client";
import { organizations } from "../schema";
import { addDocument } from "./demo-documents";

type Rgba = [number, number, number, number];

/** An RGBA PNG drawn pixel by pixel: enough for a demo emblem without an image library. */
function png(width: number, height: number, pixel: (x: number, y: number) => Rgba): Buffer {
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0);
    for (let x = 0; x < width; x++) rows.push(...pixel(x, y));
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.from(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Nordvik's emblem: a white N on a deep blue disc, above a green wave. */
function nordvikEmblem(size = 96): Buffer {
  const centre = (size - 1) / 2;
  const radius = size / 2 - 1;
  return png(size, size, (x, y) => {
    const distance = Math.hypot(x - centre, y - centre);
    if (distance > radius) return [0, 0, 0, 0];
    const u = x / size;
    const v = y / size;
    const inN =
      v > 0.22 &&
      v < 0.62 &&
      (Math.abs(u - 0.3) < 0.06 || Math.abs(u - 0.7) < 0.06 || Math.abs(u - (0.3 + (v - 0.22))) < 0.07);
    if (inN) return [255, 255, 255, 255];
    if (v > 0.72 + 0.05 * Math.sin(u * Math.PI * 3)) return [34, 160, 110, 255];
    return [16, 56, 110, 255];
  });
}

/** The holding's logo, shown in the shell for it and every department and subsidiary without their own. */
export async function seedDemoLogo(db: Db, organizationId: number, userId: number) {
  const file = await addDocument(db, userId, organizationId, "Nordvik logo.png", nordvikEmblem(), "image/png", false);
  await db.update(organizations).set({ logoFileId: file.id }).where(eq(organizations.id, organizationId));
}
