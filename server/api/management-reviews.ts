import type { Context } from "hono";
import { businessToday } from "../domain/recurrence";
import { camelKeys, type DateOnly } from "../domain/wire-casing";
import { createReview, getReview, listReviews, reviewFileLink, updateReview } from "../services/management-reviews";
import { assembleReviewAgenda, changeReviewStatus, writeMinutes, type BelowOf } from "../services/review-life";
import { circleOf, placementOf } from "./circle";
import { attachmentRoutes } from "./attachments";
import { managementReviewsApi as contract, reviewAttachments } from "./contracts/management-reviews";
import type { ApiEnv } from "./env";
import { notFound } from "./problem";
import { createRouter, guarded, respond } from "./router";

const today = () => businessToday() as DateOnly;

async function foundReview(c: Context<ApiEnv>, id: number) {
  const row = await getReview(c.var.deps.db, (await circleOf(c)).below, id, today());
  if (!row) throw notFound("Management review");
  return row;
}

/** A review covers its own organization and those below it, whichever organization reads it. */
const belowOf =
  (c: Context<ApiEnv>): BelowOf =>
  async (organizationId) =>
    (await c.var.deps.caches.directory.circle(organizationId))?.below ?? [organizationId];

export const managementReviewRoutes = createRouter()
  .openapi(guarded(contract.list), async (c) => {
    const result = await listReviews(c.var.deps.db, (await circleOf(c)).below, camelKeys(c.req.valid("query")));
    return c.json(respond(contract.list, { totalElements: result.total, content: result.rows }), 200);
  })
  .openapi(guarded(contract.get), async (c) =>
    c.json(respond(contract.get, await foundReview(c, c.req.valid("param").id)), 200),
  )
  .openapi(guarded(contract.create), async (c) => {
    const added = await createReview(c.var.deps.db, await placementOf(c), camelKeys(c.req.valid("json")));
    return c.json(respond(contract.create, await foundReview(c, added.id)), added.created ? 201 : 200);
  })
  .openapi(guarded(contract.update), async (c) => {
    const { id } = c.req.valid("param");
    const { lastModifiedDate, ...input } = camelKeys(c.req.valid("json"));
    await updateReview(c.var.deps.db, await placementOf(c), id, input, lastModifiedDate);
    return c.json(respond(contract.update, await foundReview(c, id)), 200);
  })
  .openapi(guarded(contract.minutes), async (c) => {
    const { id } = c.req.valid("param");
    const { lastModifiedDate, ...minutes } = camelKeys(c.req.valid("json"));
    await writeMinutes(c.var.deps.db, (await circleOf(c)).below, id, minutes, lastModifiedDate);
    return c.json(respond(contract.minutes, await foundReview(c, id)), 200);
  })
  .openapi(guarded(contract.assemble), async (c) => {
    const { id } = c.req.valid("param");
    const { lastModifiedDate } = camelKeys(c.req.valid("json"));
    await assembleReviewAgenda(c.var.deps.db, (await circleOf(c)).below, id, lastModifiedDate, belowOf(c));
    return c.json(respond(contract.assemble, await foundReview(c, id)), 200);
  })
  .openapi(guarded(contract.status), async (c) => {
    const { id } = c.req.valid("param");
    const change = camelKeys(c.req.valid("json"));
    await changeReviewStatus(c.var.deps.db, (await circleOf(c)).below, id, change, today(), belowOf(c));
    return c.json(respond(contract.status, await foundReview(c, id)), 200);
  })
  .route(
    "/",
    attachmentRoutes(reviewAttachments, reviewFileLink, {
      ownerId: async (c) =>
        (await getReview(c.var.deps.db, (await circleOf(c)).below, Number(c.req.param("id")), today()))?.id ?? null,
      organizationId: (c) => c.var.organization.id,
    }),
  );
