import { createHash, randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../client";
import { legislationAssociations, legislations, memberships, users } from "../schema";
import { createFile } from "../../services/files";

/** A one-page PDF with a few lines of text: small, but a real document any viewer opens. */
export function simplePdf(title: string, lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, "?");
  const text = [`BT /F1 18 Tf 56 780 Td (${escape(title)}) Tj ET`]
    .concat(lines.map((line, index) => `BT /F1 11 Tf 56 ${748 - index * 16} Td (${escape(line)}) Tj ET`))
    .join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/**
 * Stores a demo file as an upload would; a standalone one is an own document, the rest attachments.
 * A file of no organization belongs to a catalogue (a legislation's text, a safety data sheet).
 */
export async function addDocument(
  db: Db,
  userId: number,
  organizationId: number | null,
  name: string,
  bytes: Buffer,
  contentType: string,
  standalone = true,
) {
  const file = path.join(tmpdir(), `demo-${randomBytes(8).toString("hex")}`);
  await writeFile(file, bytes);
  try {
    const upload = {
      field: "file",
      fileName: name,
      path: file,
      size: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      head: bytes.subarray(0, 64),
    };
    return await createFile(db, { userId }, { organizationId }, { contentType, upload }, { standalone, name });
  } finally {
    await rm(file, { force: true });
  }
}

type Register = {
  organizationId: number;
  acts: { shortName: string; note: string; responsible?: string; review?: `${number}-${number}-${number}` }[];
};

/** Own documents and legal registers, so the demo holding's document screens have something in them. */
export async function seedDemoDocuments(db: Db, organizationIds: Map<string, number>) {
  const holding = organizationIds.get("Nordvik Group A/S")!;
  const chemicals = organizationIds.get("Nordvik Chemicals A/S")!;
  const logistics = organizationIds.get("Nordvik Logistics ApS")!;
  const [editor] = await db.select({ id: users.id }).from(users).where(eq(users.email, "editor@demo.example"));
  const memberOf = async (email: string) => {
    const [row] = await db
      .select({ id: memberships.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(users.email, email));
    return row?.id ?? null;
  };

  await addDocument(
    db,
    editor!.id,
    holding,
    "Environmental policy 2026.pdf",
    simplePdf("Environmental policy 2026", [
      "Nordvik Group A/S commits to preventing pollution, meeting its compliance obligations",
      "and continually improving its environmental management system (ISO 14001).",
    ]),
    "application/pdf",
  );
  await addDocument(
    db,
    editor!.id,
    holding,
    "ISO 14001 certificate.pdf",
    simplePdf("Certificate of registration", [
      "Environmental management system ISO 14001:2015 - Nordvik Group A/S and subsidiaries.",
      "Valid until 2028-06-30.",
    ]),
    "application/pdf",
  );
  await addDocument(
    db,
    editor!.id,
    holding,
    "Energy consumption 2025.csv",
    Buffer.from("site;electricity_kwh;heat_kwh\nAarhus;182000;96000\nEsbjerg;1240000;410000\nKolding;318000;122000\n"),
    "text/csv; charset=utf-8",
  );
  await addDocument(
    db,
    editor!.id,
    chemicals,
    "Environmental permit Esbjerg.pdf",
    simplePdf("Environmental permit", [
      "Permit for the production of industrial cleaning agents at Havnevej 40, 6700 Esbjerg.",
      "Conditions on air emissions, wastewater and storage of chemicals.",
    ]),
    "application/pdf",
  );

  const registers: Register[] = [
    {
      organizationId: holding,
      acts: [
        {
          shortName: "GDPR",
          note: "We process personal data of employees, customers and suppliers.",
          responsible: "maintainer@demo.example",
          review: "2027-01-31",
        },
        {
          shortName: "NIS2",
          note: "The group is an essential entity through its chemical production.",
          responsible: "maintainer@demo.example",
          review: "2026-12-15",
        },
        {
          shortName: "CSRD",
          note: "Large undertaking: sustainability reporting from the 2025 financial year.",
          responsible: "manager@demo.example",
          review: "2027-03-31",
        },
      ],
    },
    {
      organizationId: chemicals,
      acts: [
        {
          shortName: "CLP",
          note: "We classify, label and package the mixtures we produce.",
          responsible: "editor@demo.example",
          review: "2027-02-28",
        },
        {
          shortName: "REACH",
          note: "Downstream user and formulator; we register two substances as importer.",
          responsible: "editor@demo.example",
          review: "2027-02-28",
        },
        {
          shortName: "Miljøbeskyttelsesloven",
          note: "Listed activity with an environmental permit for the Esbjerg site.",
          responsible: "manager@demo.example",
          review: "2027-06-30",
        },
        { shortName: "Affaldsbekendtgørelsen", note: "We sort and register hazardous waste from production." },
        {
          shortName: "Work Equipment Directive",
          note: "Forklifts and the overhead crane are inspected every year by a competent person.",
          responsible: "manager@demo.example",
        },
      ],
    },
    {
      organizationId: logistics,
      acts: [
        {
          shortName: "ADR",
          note: "We transport packaged dangerous goods by road from the Kolding terminal.",
          responsible: "limited@demo.example",
          review: "2027-01-15",
        },
      ],
    },
  ];
  const shortNames = registers.flatMap((register) => register.acts.map((act) => act.shortName));
  const catalogue = await db
    .select({ id: legislations.id, shortName: legislations.shortName })
    .from(legislations)
    .where(inArray(legislations.shortName, shortNames));
  for (const register of registers) {
    for (const act of register.acts) {
      const legislation = catalogue.find((row) => row.shortName === act.shortName);
      if (!legislation) continue;
      await db
        .insert(legislationAssociations)
        .values({
          organizationId: register.organizationId,
          legislationId: legislation.id,
          applicabilityNote: act.note,
          responsibleMemberId: act.responsible ? await memberOf(act.responsible) : null,
          nextReviewDate: act.review ?? null,
        })
        .onConflictDoNothing();
    }
  }
}
