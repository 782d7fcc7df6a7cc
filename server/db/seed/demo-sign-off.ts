import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import {
  controlledDocumentAcknowledgements,
  controlledDocumentApprovals,
  controlledDocumentRevisions,
  controlledDocuments,
  memberships,
  roles,
  users,
  type DocumentTexts,
} from "../schema";
import { addPeriod, businessToday, daysBefore } from "../../domain/recurrence";
import type { DateOnly } from "../../domain/wire-casing";
import type { DocumentScope } from "../../services/controlled-documents";
import { askAcknowledgement } from "../../services/document-acknowledgements";
import { decideApproval, submitForApproval } from "../../services/document-approvals";

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** The holding's document of this kind whose latest revision has this English title. */
async function documentTitled(db: Db, kind: "POLICY" | "PROCEDURE", title: string) {
  const [row] = await db
    .select()
    .from(controlledDocuments)
    .where(
      and(
        eq(controlledDocuments.kind, kind),
        sql`exists (select 1 from controlled_document_revisions r where r.document_id = ${controlledDocuments.id}
          and r.texts->'en'->>'title' = ${title})`,
      ),
    );
  return row!;
}

async function userAndMembership(db: Db, by: { email?: string; name?: string }) {
  const [row] = await db
    .select({ userId: users.id, membershipId: memberships.id })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(by.email ? eq(users.email, by.email) : eq(users.name, by.name!));
  return row!;
}

const safetyV2: DocumentTexts = {
  en: {
    title: "Occupational health and safety policy",
    content: `# Safe and healthy work

Everyone goes home as healthy as they came. We provide safe and healthy working conditions, eliminate hazards and reduce risks, fulfil our legal requirements and consult our workers and their safety representatives.

- Forklift and loading work is planned so that nobody walks in traffic outside marked walkways.
- **Nobody works alone** with chemicals or at the tank farm outside normal hours; lone work at the warehouse is agreed with the shift supervisor and checked every hour.
- **Contractors** follow our safety rules: they are introduced before they start and work under a permit where the work is hazardous.
- Everyone may stop work they find unsafe, without blame.`,
  },
  da: {
    title: "Arbejdsmiljøpolitik",
    content: `# Sikkert og sundt arbejde

Alle skal gå lige så raske hjem, som de kom. Vi sikrer sikre og sunde arbejdsforhold, fjerner farer og mindsker risici, opfylder lovkravene og inddrager medarbejderne og deres arbejdsmiljørepræsentanter.

- Truck- og læssearbejde planlægges, så ingen går i trafikken uden for markerede gangarealer.
- **Ingen arbejder alene** med kemikalier eller ved tankgården uden for normal arbejdstid; alenearbejde på lageret aftales med skiftelederen og tjekkes hver time.
- **Entreprenører** følger vores sikkerhedsregler: de introduceres, før de begynder, og arbejder med arbejdstilladelse, hvor arbejdet er farligt.
- Alle må standse arbejde, de finder usikkert, uden at få skylden.`,
  },
};

/**
 * The safety policy's 2.0, published after a near miss at the warehouse nine days ago: Production,
 * Warehouse and the safety representatives are asked to acknowledge it, and most of the floor has.
 */
async function acknowledgedPolicy(db: Db, ids: Map<string, number>) {
  const policy = await documentTitled(db, "POLICY", "Occupational health and safety policy");
  const author = await userAndMembership(db, { email: "manager@demo.example" });
  const [revision] = await db
    .insert(controlledDocumentRevisions)
    .values({
      documentId: policy.id,
      major: 2,
      minor: 0,
      texts: safetyV2,
      changeNote: "Lone work and contractors added after the near miss at the warehouse",
      authorId: author.userId,
      publishedAt: daysAgo(9),
    })
    .returning({ id: controlledDocumentRevisions.id });
  const [representative] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.name, "Health and safety representative"));
  const today = businessToday() as DateOnly;
  await db.transaction((tx) =>
    askAcknowledgement(
      tx,
      policy,
      revision!.id,
      {
        audience: {
          everyone: false,
          departmentIds: [ids.get("Production")!, ids.get("Warehouse")!],
          roleIds: [representative!.id],
        },
        acknowledgeBy: addPeriod(today, "P5D") as DateOnly,
      },
      safetyV2.en!.title,
    ),
  );
  const readers = ["Mads Sørensen", "Freja Kjær", "Søren Højgaard", "Jens Brøndum", "Kasper Østergaard", "Karen Åberg"];
  for (const [index, name] of readers.entries()) {
    const { membershipId } = await userAndMembership(db, { name });
    await db
      .update(controlledDocumentAcknowledgements)
      .set({ acknowledgedAt: daysAgo(8 - index) })
      .where(
        and(
          eq(controlledDocumentAcknowledgements.revisionId, revision!.id),
          eq(controlledDocumentAcknowledgements.membershipId, membershipId),
        ),
      );
  }
  await db
    .update(controlledDocuments)
    .set({ nextReviewDate: addPeriod(daysBefore(today, 9), "P1Y") as DateOnly })
    .where(eq(controlledDocuments.id, policy.id));
}

/**
 * The spill procedure's next revision, drafted by the coordinator with the new spill kits and submitted
 * to the HSE specialist, who approved it, and to the HSE manager, whose approval it waits for (due in four days).
 */
async function procedureAwaitingApproval(db: Db, ids: Map<string, number>) {
  const procedure = await documentTitled(db, "PROCEDURE", "Chemical spill at the warehouse");
  const [latest] = await db
    .select({ texts: controlledDocumentRevisions.texts })
    .from(controlledDocumentRevisions)
    .where(and(eq(controlledDocumentRevisions.documentId, procedure.id), eq(controlledDocumentRevisions.minor, 1)));
  const kits = {
    en: "\n\n## Spill kits\nSpill kits stand at each gate and by the filling line, marked on the warehouse plan; the shift supervisor checks them every Monday.",
    da: "\n\n## Spildkit\nSpildkit står ved hver port og ved påfyldningslinjen, markeret på lagerplanen; skiftelederen tjekker dem hver mandag.",
  };
  const draft: DocumentTexts = {
    en: { ...latest!.texts.en!, content: latest!.texts.en!.content + kits.en },
    da: { ...latest!.texts.da!, content: latest!.texts.da!.content + kits.da },
  };
  const [row] = await db
    .update(controlledDocuments)
    .set({ draft, lastModifiedDate: daysAgo(3) })
    .where(eq(controlledDocuments.id, procedure.id))
    .returning();
  const holding = ids.get("Nordvik Group A/S")!;
  const scope: DocumentScope = {
    circle: { above: [holding], below: [...ids.values()], visible: [holding] },
    organizationId: holding,
    kind: "PROCEDURE",
  };
  const editor = await userAndMembership(db, { email: "editor@demo.example" });
  const manager = await userAndMembership(db, { email: "manager@demo.example" });
  const specialist = await userAndMembership(db, { name: "Karen Åberg" });
  // Submitted three days ago with the default week to decide: the manager has four days left, and the
  // seed's reminder scan gives them the week's reminder.
  const today = businessToday() as DateOnly;
  await submitForApproval(
    db,
    editor,
    scope,
    procedure.id,
    {
      approverIds: [manager.membershipId, specialist.membershipId],
      approveBy: addPeriod(today, "P4D") as DateOnly,
      lastModifiedDate: row!.lastModifiedDate.toISOString(),
    },
    today,
  );
  await decideApproval(db, specialist, scope, procedure.id, { round: 1, decision: "APPROVED", reason: null });
  // Submitted three days ago, approved by the specialist the day after.
  await db
    .update(controlledDocumentApprovals)
    .set({
      requestedAt: daysAgo(3),
      decidedAt: sql`case when decided_at is null then null else ${daysAgo(2).toISOString()}::timestamptz end`,
    })
    .where(eq(controlledDocumentApprovals.documentId, procedure.id));
}

/** The demo's sign-off (decision 044): a procedure waiting for the manager's approval, a policy being acknowledged. */
export async function seedDemoSignOff(db: Db, ids: Map<string, number>) {
  await acknowledgedPolicy(db, ids);
  await procedureAwaitingApproval(db, ids);
}
