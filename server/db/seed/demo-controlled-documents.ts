import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../client";
import { controlledDocumentRevisions, controlledDocuments, memberships, users, type DocumentTexts } from "../schema";
import type { IsoStandard } from "../../domain/standards";
import type { DateOnly } from "../../domain/wire-casing";

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const dayFromNow = (days: number) => daysAgo(-days).toISOString().slice(0, 10) as DateOnly;

type Revision = { major: number; minor: number; daysAgo: number; note: string | null; texts: DocumentTexts };

/** A demo policy or procedure: its published revisions, oldest first, and what stays across them. */
export type DemoDocument = {
  owner: string;
  isoStandards: IsoStandard[];
  nextReviewInDays: number;
  public: boolean;
  /** For a procedure: the department's id and the process it belongs to. */
  departmentId?: number;
  process?: string;
  revisions: Revision[];
};

export async function seedControlledDocuments(
  db: Db,
  organizationId: number,
  kind: "POLICY" | "PROCEDURE",
  documents: DemoDocument[],
) {
  const membershipOf = async (email: string) => {
    const [row] = await db
      .select({ id: memberships.id, userId: users.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(users.email, email));
    return row!;
  };
  for (const demo of documents) {
    const owner = await membershipOf(demo.owner);
    const last = demo.revisions.at(-1)!;
    const [document] = await db
      .insert(controlledDocuments)
      .values({
        organizationId,
        kind,
        isoStandards: demo.isoStandards,
        ownerMembershipId: owner.id,
        nextReviewDate: dayFromNow(demo.nextReviewInDays),
        departmentId: demo.departmentId ?? null,
        process: demo.process ?? null,
        publicId: demo.public ? randomBytes(16).toString("base64url") : null,
        createdDate: daysAgo(demo.revisions[0]!.daysAgo),
        lastModifiedDate: daysAgo(last.daysAgo),
      })
      .returning({ id: controlledDocuments.id });
    await db.insert(controlledDocumentRevisions).values(
      demo.revisions.map((revision) => ({
        documentId: document!.id,
        major: revision.major,
        minor: revision.minor,
        texts: revision.texts,
        changeNote: revision.note,
        authorId: owner.userId,
        publishedAt: daysAgo(revision.daysAgo),
      })),
    );
  }
}
