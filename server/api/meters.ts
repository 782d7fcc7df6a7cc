import { and, eq, inArray } from "drizzle-orm";
import type { Context } from "hono";
import { meters } from "../db/schema";
import { businessToday } from "../domain/recurrence";
import { camelKeys, type DateOnly } from "../domain/wire-casing";
import { emissionsReport } from "../services/emissions-report";
import { meterMonthsOf } from "../services/meter-months";
import { importReadings } from "../services/meter-reading-import";
import { createReading, getReading, listReadings, removeReading, updateReading } from "../services/meter-readings";
import { createMeter, getMeter, listMeters, meterFileLink, meterGroups, updateMeter } from "../services/meters";
import { attachmentRoutes } from "./attachments";
import { actorOf, circleOf, departmentsWithin, placementOf } from "./circle";
import { meterAttachments, metersApi, readingsApi } from "./contracts/meters";
import type { ApiEnv } from "./env";
import { notFound } from "./problem";
import { createRouter, guarded, respond } from "./router";

const today = () => businessToday() as DateOnly;

async function foundMeter(c: Context<ApiEnv>, id: number) {
  const row = await getMeter(c.var.deps.db, (await circleOf(c)).below, id);
  if (!row) throw notFound("Meter");
  return row;
}

/** The meter's row, when it is the organization's or one's below it. */
async function meterRow(c: Context<ApiEnv>, id: number) {
  const [row] = await c.var.deps.db
    .select()
    .from(meters)
    .where(and(eq(meters.id, id), inArray(meters.organizationId, (await circleOf(c)).below)));
  if (!row) throw notFound("Meter");
  return row;
}

async function foundReading(c: Context<ApiEnv>, meterId: number, readingId: number) {
  const reading = await getReading(c.var.deps.db, await meterRow(c, meterId), readingId);
  if (!reading) throw notFound("Reading");
  return reading;
}

const readingActor = (c: Context<ApiEnv>) => ({ ...actorOf(c), organizationId: c.var.organization.id });

const meterRoutes = createRouter()
  .openapi(guarded(metersApi.groups), async (c) => {
    const groups = await meterGroups(c.var.deps.db, (await circleOf(c)).below, today());
    return c.json(respond(metersApi.groups, { totalElements: groups.length, content: groups }), 200);
  })
  .openapi(guarded(metersApi.emissions), async (c) => {
    const year = c.req.valid("query").year ?? Number(today().slice(0, 4));
    const report = await emissionsReport(c.var.deps.db, (await circleOf(c)).below, year);
    return c.json(respond(metersApi.emissions, report), 200);
  })
  .openapi(guarded(metersApi.list), async (c) => {
    const { departmentId, ...query } = camelKeys(c.req.valid("query"));
    const filter = { ...query, departmentIds: await departmentsWithin(c, departmentId) };
    const result = await listMeters(c.var.deps.db, (await circleOf(c)).below, filter, today());
    return c.json(respond(metersApi.list, { totalElements: result.total, content: result.rows }), 200);
  })
  .openapi(guarded(metersApi.get), async (c) =>
    c.json(respond(metersApi.get, await foundMeter(c, c.req.valid("param").id)), 200),
  )
  .openapi(guarded(metersApi.create), async (c) => {
    const input = camelKeys(c.req.valid("json"));
    const scope = await placementOf(c);
    const added = await createMeter(c.var.deps.db, actorOf(c), scope, input);
    return c.json(respond(metersApi.create, await foundMeter(c, added.id)), added.created ? 201 : 200);
  })
  .openapi(guarded(metersApi.update), async (c) => {
    const { id } = c.req.valid("param");
    const { lastModifiedDate, ...input } = camelKeys(c.req.valid("json"));
    const scope = await placementOf(c);
    await foundMeter(c, id);
    await updateMeter(c.var.deps.db, actorOf(c), scope, id, input, lastModifiedDate);
    return c.json(respond(metersApi.update, await foundMeter(c, id)), 200);
  })
  .openapi(guarded(metersApi.months), async (c) => {
    const meter = await meterRow(c, c.req.valid("param").id);
    const months = await meterMonthsOf(c.var.deps.db, meter.id, c.req.valid("query"));
    return c.json(respond(metersApi.months, months), 200);
  });

const readingRoutes = createRouter()
  .openapi(guarded(readingsApi.list), async (c) => {
    const meter = await meterRow(c, c.req.valid("param").id);
    const result = await listReadings(c.var.deps.db, meter, camelKeys(c.req.valid("query")));
    return c.json(respond(readingsApi.list, { totalElements: result.total, content: result.rows }), 200);
  })
  .openapi(guarded(readingsApi.create), async (c) => {
    const meter = await meterRow(c, c.req.valid("param").id);
    const input = camelKeys(c.req.valid("json"));
    const added = await createReading(c.var.deps.db, readingActor(c), meter.id, input);
    const reading = await foundReading(c, meter.id, added.id);
    return c.json(respond(readingsApi.create, reading), added.created ? 201 : 200);
  })
  .openapi(guarded(readingsApi.import), async (c) => {
    const meter = await meterRow(c, c.req.valid("param").id);
    const { rows, dryRun } = camelKeys(c.req.valid("json"));
    const result = await importReadings(c.var.deps.db, readingActor(c), meter.id, rows, dryRun);
    const refusals = result.refusals.map(({ row, path, code }) => ({ row, field: path, code }));
    return c.json(respond(readingsApi.import, { saved: result.saved, refusals }), 200);
  })
  .openapi(guarded(readingsApi.get), async (c) => {
    const { id, readingId } = c.req.valid("param");
    return c.json(respond(readingsApi.get, await foundReading(c, id, readingId)), 200);
  })
  .openapi(guarded(readingsApi.update), async (c) => {
    const { id, readingId } = c.req.valid("param");
    await foundReading(c, id, readingId);
    const { lastModifiedDate, ...input } = camelKeys(c.req.valid("json"));
    await updateReading(c.var.deps.db, readingActor(c), id, readingId, input, lastModifiedDate);
    return c.json(respond(readingsApi.update, await foundReading(c, id, readingId)), 200);
  })
  .openapi(guarded(readingsApi.remove), async (c) => {
    const { id, readingId } = c.req.valid("param");
    await foundReading(c, id, readingId);
    await removeReading(c.var.deps.db, readingActor(c), id, readingId);
    return c.body(null, 204);
  });

export const metersRoutes = createRouter()
  .route("/", meterRoutes)
  .route("/", readingRoutes)
  .route(
    "/",
    attachmentRoutes(meterAttachments, meterFileLink, {
      ownerId: async (c) =>
        (await getMeter(c.var.deps.db, (await circleOf(c)).below, Number(c.req.param("id"))))?.id ?? null,
      organizationId: (c) => c.var.organization.id,
    }),
  );
