import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removeAbandonedUploads } from "../../server/services/uploads";
import { startTestApi, type TestApi } from "../support/api-server";
import { createHolding, createOrganization, createUser } from "../support/factories";
import { ApiClient } from "../support/http-client";
import { csvBytes, exeBytes, multipart, pdfBytes, pngBytes } from "../support/sample-files";

let api: TestApi;
let editor: ApiClient;
let reader: ApiClient;
let outsider: ApiClient;
let org: number;
let otherOrg: number;

beforeAll(async () => {
  api = await startTestApi({ maxUploadBytes: 512 * 1024 });
  const { holding } = await createHolding(api.db);
  org = holding.id;
  otherOrg = (await createOrganization(api.db, { name: "Other A/S" })).id;
  const users = {
    editor: await createUser(api.db, { memberships: [{ organizationId: org, scope: "EDIT" }] }),
    reader: await createUser(api.db, { memberships: [{ organizationId: org, scope: "READ" }] }),
    outsider: await createUser(api.db, { memberships: [{ organizationId: otherOrg, scope: "MANAGE" }] }),
  };
  editor = new ApiClient(api.url);
  reader = new ApiClient(api.url);
  outsider = new ApiClient(api.url);
  await editor.login(users.editor.email);
  await reader.login(users.reader.email);
  await outsider.login(users.outsider.email);
});
afterAll(() => api.close());

const upload = (client: ApiClient, organization: number, file: { name: string; bytes: Buffer }, standalone = "true") =>
  client.post(`/organizations/${organization}/files`, { body: multipart({ standalone }, file) });

async function download(client: ApiClient, organization: number, id: number) {
  const response = await fetch(`${api.url}/api/v1/organizations/${organization}/files/${id}/raw`, {
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("uploading", () => {
  it("stores a file with its metadata, decided from its bytes, and serves it back as an attachment", async () => {
    const bytes = pdfBytes("permit");
    const created = await upload(editor, org, { name: "Environmental permit 2026.pdf", bytes });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      name: "Environmental permit 2026.pdf",
      content_type: "application/pdf",
      size: bytes.length,
      standalone: true,
      deleted: false,
      description: null,
      date: null,
    });
    expect(created.data.sha256).toMatch(/^[0-9a-f]{64}$/);

    const { response, bytes: served } = await download(reader, org, created.data.id);
    expect(response.status).toBe(200);
    expect(served.equals(bytes)).toBe(true);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="Environmental permit 2026.pdf"/,
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("keeps a file's bytes intact across many chunks", async () => {
    const bytes = Buffer.concat([pdfBytes(), Buffer.alloc(300 * 1024, 7)]);
    const created = await upload(editor, org, { name: "big.pdf", bytes });
    expect(created.status).toBe(201);
    expect((await download(editor, org, created.data.id)).bytes.equals(bytes)).toBe(true);
  });

  it("accepts images and CSV text", async () => {
    expect((await upload(editor, org, { name: "site.png", bytes: pngBytes() })).data.content_type).toBe("image/png");
    expect((await upload(editor, org, { name: "readings.csv", bytes: csvBytes() })).data.content_type).toBe(
      "text/csv; charset=utf-8",
    );
  });

  it("refuses a file larger than the limit with 413 and a clear message", async () => {
    const response = await upload(editor, org, {
      name: "huge.pdf",
      bytes: Buffer.concat([pdfBytes(), Buffer.alloc(600 * 1024)]),
    });
    expect(response.status).toBe(413);
    expect(response.data.detail).toMatch(/larger than 0.5 MB/);
  });

  it("accepts a file of exactly the limit and refuses one byte more", async () => {
    const ofSize = (size: number) => Buffer.concat([pdfBytes(), Buffer.alloc(size - pdfBytes().length, 0x20)]);
    const limit = api.config.maxUploadBytes;
    expect((await upload(editor, org, { name: "under.pdf", bytes: ofSize(limit - 1) })).status).toBe(201);
    expect((await upload(editor, org, { name: "exact.pdf", bytes: ofSize(limit) })).status).toBe(201);
    expect((await upload(editor, org, { name: "over.pdf", bytes: ofSize(limit + 1) })).status).toBe(413);
  });

  it("refuses a type disguised by its name, and bytes that do not match the name", async () => {
    const disguised = await upload(editor, org, { name: "report.pdf", bytes: exeBytes() });
    expect(disguised.status).toBe(415);
    expect(disguised.data.type).toBe("urn:problem:unsupported-media-type");
    const mismatched = await upload(editor, org, { name: "report.pdf", bytes: pngBytes() });
    expect(mismatched.status).toBe(415);
    expect(mismatched.data.detail).toMatch(/does not match its name/);
    expect((await upload(editor, org, { name: "notes.txt", bytes: Buffer.from([0, 1, 2, 3, 255, 0]) })).status).toBe(
      415,
    );
  });

  it("refuses an empty file and a request without one", async () => {
    const empty = await upload(editor, org, { name: "empty.pdf", bytes: Buffer.alloc(0) });
    expect(empty.status).toBe(422);
    expect(empty.data.errors).toEqual([expect.objectContaining({ path: "file", code: "empty_file" })]);
    const none = await editor.post(`/organizations/${org}/files`, { body: multipart({ standalone: "true" }) });
    expect(none.status).toBe(422);
  });

  it("refuses a body that is not multipart", async () => {
    const response = await editor.post(`/organizations/${org}/files`, { json: { file: "x" } });
    expect(response.status).toBe(400);
  });

  it("refuses readers, outsiders and requests without the XSRF header, storing nothing", async () => {
    const before = (await editor.get(`/organizations/${org}/files`, { headers: {} })).data.total_elements;
    expect((await upload(reader, org, { name: "a.pdf", bytes: pdfBytes() })).status).toBe(403);
    expect((await upload(outsider, org, { name: "a.pdf", bytes: pdfBytes() })).status).toBe(404);
    const noXsrf = await editor.request("POST", `/organizations/${org}/files`, {
      body: multipart({ standalone: "true" }, { name: "a.pdf", bytes: pdfBytes() }),
      xsrf: false,
    });
    expect(noXsrf.status).toBe(403);
    expect((await editor.get(`/organizations/${org}/files`)).data.total_elements).toBe(before);
  });
});

describe("managing files", () => {
  it("renames, dates and describes a file, with the version guarding against stale edits", async () => {
    const created = (await upload(editor, org, { name: "Draft.pdf", bytes: pdfBytes() })).data;
    const renamed = await editor.put(`/organizations/${org}/files/${created.id}`, {
      json: {
        name: "Safety policy.pdf",
        description: "Signed by the board",
        date: "2026-03-01",
        last_modified_date: created.last_modified_date,
      },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.data).toMatchObject({
      name: "Safety policy.pdf",
      description: "Signed by the board",
      date: "2026-03-01",
    });
    const stale = await editor.put(`/organizations/${org}/files/${created.id}`, {
      json: { name: "Overwritten.pdf", last_modified_date: created.last_modified_date },
    });
    expect(stale.status).toBe(409);
    const invalid = await editor.put(`/organizations/${org}/files/${created.id}`, {
      json: { name: "", date: "2026-02-30", last_modified_date: renamed.data.last_modified_date },
    });
    expect(invalid.status).toBe(422);
    expect((await editor.get(`/organizations/${org}/files/${created.id}`)).data.name).toBe("Safety policy.pdf");
    expect(
      (
        await reader.put(`/organizations/${org}/files/${created.id}`, {
          json: { name: "x", last_modified_date: renamed.data.last_modified_date },
        })
      ).status,
    ).toBe(403);
  });

  it("hides a deleted file from lists and restores it", async () => {
    const created = (await upload(editor, org, { name: "To delete.pdf", bytes: pdfBytes() })).data;
    const deleted = await editor.put(`/organizations/${org}/files/${created.id}`, {
      json: { name: created.name, deleted: true, last_modified_date: created.last_modified_date },
    });
    expect(deleted.data.deleted).toBe(true);
    const names = async (query: string) =>
      (await editor.get(`/organizations/${org}/files?size=200${query}`)).data.content.map(
        (f: { name: string }) => f.name,
      );
    expect(await names("")).not.toContain("To delete.pdf");
    expect(await names("&deleted=true")).toContain("To delete.pdf");
    await editor.put(`/organizations/${org}/files/${created.id}`, {
      json: { name: created.name, deleted: false, last_modified_date: deleted.data.last_modified_date },
    });
    expect(await names("")).toContain("To delete.pdf");
  });

  it("replaces the content: same id and metadata, new bytes", async () => {
    const created = (await upload(editor, org, { name: "Procedure.pdf", bytes: pdfBytes("version 1") })).data;
    const next = pdfBytes("version 2, longer than the first");
    const replaced = await editor.put(`/organizations/${org}/files/${created.id}/raw`, {
      body: multipart({}, { name: "whatever.pdf", bytes: next }),
    });
    expect(replaced.status).toBe(200);
    expect(replaced.data).toMatchObject({ id: created.id, name: "Procedure.pdf", size: next.length });
    expect(replaced.data.sha256).not.toBe(created.sha256);
    expect((await download(editor, org, created.id)).bytes.equals(next)).toBe(true);
  });

  it("keeps a file's type and name in step: new bytes of another type, or a name of another type, are refused", async () => {
    const created = (await upload(editor, org, { name: "Permit.pdf", bytes: pdfBytes() })).data;
    const png = await editor.put(`/organizations/${org}/files/${created.id}/raw`, {
      body: multipart({}, { name: "scan.png", bytes: pngBytes() }),
    });
    expect(png.status).toBe(422);
    expect(png.data.errors).toEqual([expect.objectContaining({ path: "file", code: "file_type_of_name" })]);
    const stored = await download(editor, org, created.id);
    expect(stored.bytes.equals(pdfBytes())).toBe(true);
    const renamed = await editor.put(`/organizations/${org}/files/${created.id}`, {
      json: { name: "Permit.png", last_modified_date: created.last_modified_date },
    });
    expect(renamed.status).toBe(422);
    expect(renamed.data.errors).toEqual([expect.objectContaining({ path: "name", code: "file_type_of_name" })]);
    const unnamedType = await editor.put(`/organizations/${org}/files/${created.id}`, {
      json: { name: "Permit", last_modified_date: created.last_modified_date },
    });
    expect(unnamedType.status).toBe(200);
  });

  it("lists, sorts, pages and searches by name", async () => {
    for (const name of ["Alpha audit.pdf", "Beta audit.pdf", "Gamma report.pdf"])
      await upload(editor, org, { name, bytes: pdfBytes() });
    const found = await editor.get(`/organizations/${org}/files?search=audit&sort=name,desc&standalone=true`);
    expect(found.data.content.map((f: { name: string }) => f.name)).toEqual(["Beta audit.pdf", "Alpha audit.pdf"]);
    const paged = await editor.get(`/organizations/${org}/files?search=audit&size=1&page=1&sort=name,asc`);
    expect(paged.data).toMatchObject({ total_elements: 2, content: [{ name: "Beta audit.pdf" }] });
    // The total rides on the rows; a page past the end has none, and still answers the total.
    const beyond = await editor.get(`/organizations/${org}/files?search=audit&size=1&page=7`);
    expect(beyond.data).toMatchObject({ total_elements: 2, content: [] });
    expect((await editor.get(`/organizations/${org}/files?search=100%25`)).data.total_elements).toBe(0);
    expect((await editor.get(`/organizations/${org}/files?size=5000`)).status).toBe(422);
  });

  it("answers 404 for another organization's file, whatever the call", async () => {
    const theirs = (await upload(outsider, otherOrg, { name: "Secret.pdf", bytes: pdfBytes() })).data;
    expect((await editor.get(`/organizations/${org}/files/${theirs.id}`)).status).toBe(404);
    expect((await download(editor, org, theirs.id)).response.status).toBe(404);
    expect(
      (
        await editor.put(`/organizations/${org}/files/${theirs.id}`, {
          json: { name: "x", last_modified_date: theirs.last_modified_date },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await editor.put(`/organizations/${org}/files/${theirs.id}/raw`, {
          body: multipart({}, { name: "x.pdf", bytes: pdfBytes() }),
        })
      ).status,
    ).toBe(404);
    expect((await editor.get(`/organizations/${otherOrg}/files/${theirs.id}`)).status).toBe(404);
  });
});

describe("file names", () => {
  const danish = "Miljøpolitik æøå ÆØÅ a=b; c.pdf";

  it("keeps a UTF-8 name with = and ; as a browser sends it, and downloads it under that name", async () => {
    const created = await upload(editor, org, { name: danish, bytes: pdfBytes() });
    expect(created.status).toBe(201);
    expect(created.data.name).toBe(danish);
    const { response } = await download(editor, org, created.data.id);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Milj_politik ___ ___ a=b; c.pdf"; filename*=UTF-8''${encodeURIComponent(danish)}`,
    );
  });

  it("reads an RFC 5987 filename* before the plain fallback", async () => {
    const boundary = `----test${randomBytes(6).toString("hex")}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="fallback.pdf"; ` +
          `filename*=UTF-8''${encodeURIComponent(danish)}\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdfBytes(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const created = await editor.post(`/organizations/${org}/files`, {
      body,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(created.status).toBe(201);
    expect(created.data.name).toBe(danish);
  });

  it("cuts an overlong name before its extension, keeping the extension", async () => {
    const created = await upload(editor, org, { name: `${"Annual report ".repeat(20)}2026.pdf`, bytes: pdfBytes() });
    expect(created.status).toBe(201);
    expect(created.data.name).toMatch(/^Annual report Annual report .*\.pdf$/);
    expect(created.data.name.length).toBeLessThanOrEqual(200);
  });

  it("renames to exactly the name typed, slash included, and refuses only what cannot be a name", async () => {
    const created = (await upload(editor, org, { name: "Permit.pdf", bytes: pdfBytes() })).data;
    const renamed = await editor.put(`/organizations/${org}/files/${created.id}`, {
      json: { name: "Permit 2026/27.pdf", last_modified_date: created.last_modified_date },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.data.name).toBe("Permit 2026/27.pdf");
    const { response } = await download(editor, org, created.id);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="Permit 2026_27.pdf"; /);

    for (const name of ["Before\tafter.pdf", "line\nbreak.pdf", ".."]) {
      const refused = await editor.put(`/organizations/${org}/files/${created.id}`, {
        json: { name, last_modified_date: renamed.data.last_modified_date },
      });
      expect(refused.status, name).toBe(422);
      expect(refused.data.errors).toEqual([expect.objectContaining({ path: "name", code: "file_name" })]);
    }
    expect((await editor.get(`/organizations/${org}/files/${created.id}`)).data.name).toBe("Permit 2026/27.pdf");
  });

  it("refuses an upload by its declared length, before its body is sent", async () => {
    const url = new URL(`${api.url}/api/v1/organizations/${org}/files`);
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = httpRequest(url, {
        method: "POST",
        headers: {
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(30 * 1024 * 1024),
          cookie: [...editor.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
          "x-xsrf-token": editor.xsrfToken!,
        },
      });
      outgoing.on("response", (response) => {
        resolve(response.statusCode!);
        outgoing.destroy();
      });
      outgoing.on("error", reject);
      // Only the start of the body is ever sent.
      outgoing.write("--x\r\n");
    });
    expect(status).toBe(413);
  });
});

describe("temporary upload files", () => {
  it("are removed at start when a stopped process left them, and only then", async () => {
    const directory = await mkdtemp(path.join(tmpdir(), "spool-test-"));
    try {
      const ended = spawnSync(process.execPath, ["-e", ""]).pid;
      const spooled = (pid: number) => `${pid}-${randomBytes(12).toString("hex")}`;
      const abandoned = spooled(ended);
      const recent = spooled(ended);
      const ours = spooled(process.pid);
      const running = spooled(process.ppid);
      const foreign = "upload-notes.txt";
      const startedAt = Date.now() - 60_000;
      const past = new Date(startedAt - 3_600_000);
      for (const name of [abandoned, recent, ours, running, foreign]) await writeFile(path.join(directory, name), "x");
      for (const name of [abandoned, ours, running, foreign]) await utimes(path.join(directory, name), past, past);

      expect(await removeAbandonedUploads(directory, startedAt)).toBe(1);
      expect((await readdir(directory)).sort()).toEqual([recent, ours, running, foreign].sort());
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
