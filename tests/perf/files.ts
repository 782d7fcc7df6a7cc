// Files at scale, through the app as a browser uses it:
//  1. upload and download of a 20 MB file; the server's memory must grow by less than 3× the file.
//  2. the own-documents list with 10,000 documents; target p95 <= 100 ms server time.
//   npm run build && npx tsx tests/perf/files.ts
import { createHash } from "node:crypto";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../server/db/client";
import { fileChunks, files, organizations } from "../../server/db/schema";
import { seed } from "../../server/db/seed";
import {
  appSessionCookie,
  BENCH_SECRET,
  createThrowawayDatabase,
  freshDataDir,
  printTable,
  requireBuild,
  residentMegabytes,
  runLoad,
  startServer,
  type RunningServer,
} from "./harness";

requireBuild();
const FILE_MB = 20;
const DOCUMENTS = 10_000;

/** A data directory with the demo holding and 10,000 own documents of the holding. */
async function prepareDataDir() {
  const dataDir = freshDataDir();
  const database = openDatabase({ dataDir: path.join(dataDir, "pglite") });
  await database.migrate();
  await seed(database.db, { demo: true });
  const [holding] = await database.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(sql`${organizations.parentId} is null`);
  const bytes = Buffer.from("%PDF-1.4\n% benchmark\n%%EOF\n");
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  for (let start = 0; start < DOCUMENTS; start += 500) {
    const rows = Array.from({ length: 500 }, (_, i) => ({
      organizationId: holding!.id,
      name: `Inspection report ${String(start + i).padStart(5, "0")}.pdf`,
      standalone: true,
      contentType: "application/pdf",
      size: bytes.length,
      sha256,
    }));
    const inserted = await database.db.insert(files).values(rows).returning({ id: files.id });
    await database.db
      .insert(fileChunks)
      .values(inserted.map((row) => ({ fileId: row.id, contentVersion: 1, seq: 0, data: bytes })));
  }
  await database.close();
  return dataDir;
}

/** Samples the server's resident memory every 10 ms while `work` runs. */
async function peakDuring(server: RunningServer, work: () => Promise<void>) {
  let peak = residentMegabytes(server.pid);
  const timer = setInterval(() => (peak = Math.max(peak, residentMegabytes(server.pid))), 10);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, residentMegabytes(server.pid));
}

/**
 * Uploads and downloads the file three times through the app and reports how far the server's
 * resident memory rose above where it stood before each transfer. The first transfer also pays for
 * one-time growth (the allocator's and the database's page cache); the later ones show what a file
 * costs once the process is warm.
 */
async function bigFile(server: RunningServer, cookie: string) {
  const content = Buffer.alloc(FILE_MB * 1024 * 1024, 32);
  content.write("%PDF-1.4\n", 0);
  const rows: Record<string, string | number>[] = [];
  for (let round = 1; round <= 3; round++) {
    const form = new FormData();
    form.append("intent", "upload");
    form.append("file", new Blob([new Uint8Array(content)], { type: "application/pdf" }), `Drawing set ${round}.pdf`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const before = residentMegabytes(server.pid);
    let uploadMs = 0;
    const uploadPeak = await peakDuring(server, async () => {
      const started = performance.now();
      const response = await fetch(`${server.url}/resources/files?owner=own-documents`, {
        method: "POST",
        headers: { cookie, origin: server.url, accept: "application/json" },
        body: form,
      });
      const outcome = (await response.json()) as { outcomes: { ok: boolean }[] };
      if (!outcome.outcomes[0]?.ok) throw new Error("the upload failed");
      uploadMs = performance.now() - started;
    });
    const page = await (
      await fetch(`${server.url}/documents/own-documents?search=Drawing+set+${round}`, { headers: { cookie } })
    ).text();
    const id = /\/files\/(\d+)\/download/.exec(page)?.[1];
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const beforeDownload = residentMegabytes(server.pid);
    let downloadMs = 0;
    let same = false;
    const downloadPeak = await peakDuring(server, async () => {
      const started = performance.now();
      const response = await fetch(`${server.url}/files/${id}/download`, { headers: { cookie } });
      same = Buffer.from(await response.arrayBuffer()).equals(content);
      downloadMs = performance.now() - started;
    });
    rows.push(
      {
        transfer: `${round}: upload`,
        ms: Math.round(uploadMs),
        "RSS before MB": before,
        "peak MB": uploadPeak,
        "growth MB": uploadPeak - before,
      },
      {
        transfer: `${round}: download${same ? "" : " (BYTES DIFFER)"}`,
        ms: Math.round(downloadMs),
        "RSS before MB": beforeDownload,
        "peak MB": downloadPeak,
        "growth MB": downloadPeak - beforeDownload,
      },
    );
  }
  return rows;
}

async function listLoad(server: RunningServer, cookie: string) {
  const rows = [];
  for (const [label, query] of [
    ["first page by name", ""],
    ["page 250 by name", "?page=250"],
    ["newest first", "?sort=last_modified_date,desc"],
    ["search by name", "?search=report+0421"],
  ] as const) {
    const url = `${server.url}/documents/own-documents${query}`;
    await runLoad({ url, headers: { cookie }, connections: 1, duration: 2 });
    // One connection: each response time is the server's time for one page, nothing queued.
    const result = await runLoad({ url, headers: { cookie }, connections: 1, duration: 8 });
    rows.push({
      list: label,
      p50: result.p50,
      p95: result.p95,
      p99: result.p99,
      "req/s": result.requestsPerSecond,
      non2xx: result.non2xx,
    });
  }
  return rows;
}

const dataDir = await prepareDataDir();
const server = await startServer({ DATA_DIR: dataDir, MAX_UPLOAD_MB: "64" });
try {
  const cookie = await appSessionCookie(server.url);
  printTable(
    `A ${FILE_MB} MB file through the app (PGlite), three times; limit: growth below ${3 * FILE_MB} MB`,
    await bigFile(server, cookie),
  );
  printTable(
    `GET /documents/own-documents with ${DOCUMENTS} documents (ms, one connection)`,
    await listLoad(server, cookie),
  );
} finally {
  await server.stop();
}

const postgres = await createThrowawayDatabase();
if (postgres) {
  const onPostgres = await startServer({
    DATABASE_URL: postgres.url,
    SESSION_SECRET: BENCH_SECRET,
    SEED_DEMO: "true",
    MAX_UPLOAD_MB: "64",
  });
  try {
    printTable(
      `The same ${FILE_MB} MB file on PostgreSQL`,
      await bigFile(onPostgres, await appSessionCookie(onPostgres.url)),
    );
  } finally {
    await onPostgres.stop();
    await postgres.drop();
  }
}
