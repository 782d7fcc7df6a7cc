import { eq } from "drizzle-orm";
import { systemDetails } from "../db/schema";
import { searchNace } from "../domain/nace";
import { ISO_STANDARDS } from "../domain/standards";
import { APP_VERSION } from "../version";
import { referenceApi } from "./contracts/reference";
import { notFound } from "./problem";
import { createRouter, guarded, respond } from "./router";

const ISO_TITLES: Record<(typeof ISO_STANDARDS)[number], string> = {
  ISO_14001: "ISO 14001 Environmental management systems",
  ISO_27001: "ISO/IEC 27001 Information security management systems",
  ISO_45001: "ISO 45001 Occupational health and safety management systems",
};

export const referenceRoutes = createRouter()
  .openapi(guarded(referenceApi.isoStandards), (c) => {
    const content = ISO_STANDARDS.map((code) => ({ code, name: ISO_TITLES[code] }));
    c.header("Cache-Control", "public, max-age=3600");
    return c.json(respond(referenceApi.isoStandards, { totalElements: content.length, content }), 200);
  })
  .openapi(guarded(referenceApi.naceActivities), (c) => {
    const { search, page, size } = c.req.valid("query");
    const found = searchNace(search ?? "");
    const content = found.slice(page * size, (page + 1) * size);
    c.header("Cache-Control", "public, max-age=3600");
    return c.json(respond(referenceApi.naceActivities, { totalElements: found.length, content }), 200);
  })
  .openapi(guarded(referenceApi.systemDetails), async (c) => {
    const [row] = await c.var.deps.db.select().from(systemDetails).where(eq(systemDetails.id, 1));
    if (!row) throw notFound("System details");
    return c.json(respond(referenceApi.systemDetails, { ...row, version: APP_VERSION }), 200);
  });
