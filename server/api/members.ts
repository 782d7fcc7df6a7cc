import type { Context } from "hono";
import { competenceRecordFiles } from "../db/schema";
import { businessToday } from "../domain/recurrence";
import { camelKeys } from "../domain/wire-casing";
import { ensureRecord, pairExists, recordAcquisition } from "../services/competence-requirements";
import { getMember, listMembers, removeMember, updateMember } from "../services/members";
import { inviteMember } from "../services/new-members";
import { createPasswordResetToken } from "../services/users";
import { sendAccountLinkMail } from "../mail/account-link";
import { attachmentRoutes } from "./attachments";
import { actorOf, circleOf } from "./circle";
import { acquisitionAttachments, membersApi as contract } from "./contracts/members";
import type { ApiEnv } from "./env";
import { currentUser } from "./middleware/session";
import { notFound } from "./problem";
import { createRouter, guarded, respond } from "./router";

async function found(c: Context<ApiEnv>, id: number) {
  const member = await getMember(c.var.deps.db, await circleOf(c), id, businessToday());
  if (!member) throw notFound("Member");
  return member;
}

/** Mails a new member the link to choose their password (to the log without a mail server). */
async function sendInvitation(c: Context<ApiEnv>, email: string, organizationName: string) {
  const { db, mailer, config, logger } = c.var.deps;
  const reset = await createPasswordResetToken(db, email);
  if (!reset) return;
  const url = `${config.publicUrl}/reset-password?token=${encodeURIComponent(reset.token)}`;
  // A new member has chosen no language yet: the one who invites them writes in theirs.
  const language = reset.language ?? currentUser(c).language ?? null;
  await sendAccountLinkMail(mailer, {
    to: reset.userEmail,
    language,
    kind: "invitation",
    url,
    values: { organization: organizationName },
  }).catch((error: unknown) => logger.error({ err: error }, "invitation mail failed"));
}

const pairOf = (c: Context<ApiEnv>) => ({
  membershipId: Number(c.req.param("id")),
  competenceId: Number(c.req.param("competenceId")),
});

export const memberRoutes = createRouter()
  .openapi(guarded(contract.list), async (c) => {
    const query = camelKeys(c.req.valid("query"));
    const result = await listMembers(c.var.deps.db, (await circleOf(c)).visible, query);
    return c.json(respond(contract.list, { totalElements: result.total, content: result.rows }), 200);
  })
  .openapi(guarded(contract.get), async (c) =>
    c.json(respond(contract.get, await found(c, c.req.valid("param").id)), 200),
  )
  .openapi(guarded(contract.invite), async (c) => {
    const input = camelKeys(c.req.valid("json"));
    const organizationId = input.organizationId ?? c.var.organization.id;
    const invited = await inviteMember(c.var.deps.db, actorOf(c), await circleOf(c), { ...input, organizationId });
    c.var.deps.caches.directory.forget();
    if (invited.created) {
      const organization = await c.var.deps.caches.directory.record(organizationId);
      await sendInvitation(c, invited.userEmail, organization?.name ?? "");
    }
    return c.json(respond(contract.invite, await found(c, invited.id)), invited.created ? 201 : 200);
  })
  .openapi(guarded(contract.update), async (c) => {
    const { id } = c.req.valid("param");
    const input = camelKeys(c.req.valid("json"));
    await updateMember(c.var.deps.db, actorOf(c), await circleOf(c), c.var.organization.id, id, input);
    c.var.deps.caches.directory.forget();
    return c.json(respond(contract.update, await found(c, id)), 200);
  })
  .openapi(guarded(contract.remove), async (c) => {
    const { id } = c.req.valid("param");
    await removeMember(c.var.deps.db, actorOf(c), await circleOf(c), c.var.organization.id, id);
    c.var.deps.caches.directory.forget();
    return c.body(null, 204);
  })
  .openapi(guarded(contract.recordAcquisition), async (c) => {
    const pair = pairOf(c);
    const requirementOf = async () =>
      (await found(c, pair.membershipId)).competenceRequirements.find(
        (item) => item.competenceId === pair.competenceId,
      );
    // Only a requirement of the member, of a member below the organization, takes an acquisition.
    if (!(await pairExists(c.var.deps.db, pair, await circleOf(c))) || !(await requirementOf())) {
      throw notFound("Requirement");
    }
    await recordAcquisition(c.var.deps.db, actorOf(c), c.var.organization.id, pair, camelKeys(c.req.valid("json")));
    return c.json(respond(contract.recordAcquisition, (await requirementOf())!), 200);
  })
  .route(
    "/",
    attachmentRoutes(
      acquisitionAttachments,
      {
        table: competenceRecordFiles,
        owner: competenceRecordFiles.recordId,
        file: competenceRecordFiles.fileId,
        entity: "competence_record",
      },
      {
        ownerId: async (c) => {
          const pair = pairOf(c);
          if (!(await pairExists(c.var.deps.db, pair, await circleOf(c)))) return null;
          return ensureRecord(c.var.deps.db, pair);
        },
        organizationId: (c) => c.var.organization.id,
      },
    ),
  );
