import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { competences } from "../db/schema";
import { businessToday } from "../domain/recurrence";
import { camelKeys } from "../domain/wire-casing";
import { competenceMatrix } from "../services/competence-matrix";
import {
  competenceFileLink,
  createCompetence,
  getCompetence,
  listCompetences,
  updateCompetence,
} from "../services/competences";
import { attachmentRoutes } from "./attachments";
import { actorOf, circleOf } from "./circle";
import { competenceAttachments, competencesApi as contract } from "./contracts/competences";
import type { ApiEnv } from "./env";
import { notFound } from "./problem";
import { createRouter, guarded, respond } from "./router";

async function found(c: Context<ApiEnv>, id: number) {
  const competence = await getCompetence(c.var.deps.db, await circleOf(c), id, businessToday());
  if (!competence) throw notFound("Competence");
  return competence;
}

export const competenceRoutes = createRouter()
  .openapi(guarded(contract.list), async (c) => {
    const query = camelKeys(c.req.valid("query"));
    const result = await listCompetences(c.var.deps.db, (await circleOf(c)).visible, query);
    return c.json(respond(contract.list, { totalElements: result.total, content: result.rows }), 200);
  })
  .openapi(guarded(contract.matrix), async (c) => {
    const query = camelKeys(c.req.valid("query"));
    const matrix = await competenceMatrix(c.var.deps.db, await circleOf(c), query, businessToday());
    return c.json(respond(contract.matrix, matrix), 200);
  })
  .openapi(guarded(contract.get), async (c) =>
    c.json(respond(contract.get, await found(c, c.req.valid("param").id)), 200),
  )
  .openapi(guarded(contract.create), async (c) => {
    const input = camelKeys(c.req.valid("json"));
    const id = await createCompetence(c.var.deps.db, actorOf(c), c.var.organization.id, input);
    return c.json(respond(contract.create, await found(c, id)), 201);
  })
  .openapi(guarded(contract.update), async (c) => {
    const { id } = c.req.valid("param");
    const { lastModifiedDate, ...input } = camelKeys(c.req.valid("json"));
    await updateCompetence(
      c.var.deps.db,
      actorOf(c),
      await circleOf(c),
      c.var.organization.id,
      id,
      input,
      lastModifiedDate,
    );
    return c.json(respond(contract.update, await found(c, id)), 200);
  })
  .route(
    "/",
    attachmentRoutes(competenceAttachments, competenceFileLink, {
      ownerId: async (c) => {
        const { below } = await circleOf(c);
        const id = Number(c.req.param("id"));
        const [row] = await c.var.deps.db
          .select({ id: competences.id, org: competences.organizationId })
          .from(competences)
          .where(eq(competences.id, id));
        return row && below.includes(row.org) ? row.id : null;
      },
      organizationId: (c) => c.var.organization.id,
    }),
  );
