/** Small but real files of each kind, made in code so tests carry no binary fixtures. */

export const pdfBytes = (text = "Hello") =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n` +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

// A 1×1 transparent PNG.
export const pngBytes = () =>
  Buffer.from(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
      "1f15c4890000000d49444154789c6360000000000500010d0a2db40000000049454e44ae426082",
    "hex",
  );

/** The start of a Windows executable: what an attacker would rename to .pdf. */
export const exeBytes = () =>
  Buffer.concat([Buffer.from("4d5a90000300000004000000ffff0000b8", "hex"), Buffer.alloc(200)]);

export const csvBytes = () => Buffer.from("site;meter;kWh\nEsbjerg;Main;1200\nKolding;Main;830\n", "utf8");

export function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer; type?: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file)
    form.append(
      "file",
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/octet-stream" }),
      file.name,
    );
  return form;
}
