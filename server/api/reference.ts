import { createRoute } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { systemDetails } from "../db/schema";
import { ISO_STANDARDS } from "../domain/standards";
import { APP_VERSION } from "../version";
import { notFound } from "./problem";
import { createRouter } from "./router";
import { json, listOf, z } from "./schemas/common";

const ISO_TITLES: Record<(typeof ISO_STANDARDS)[number], string> = {
  ISO_14001: "ISO 14001 Environmental management systems",
  ISO_27001: "ISO/IEC 27001 Information security management systems",
  ISO_45001: "ISO 45001 Occupational health and safety management systems",
};

const isoStandard = z.object({ code: z.enum(ISO_STANDARDS), name: z.string() }).openapi("IsoStandard");

const details = z
  .object({
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    website: z.string().nullable(),
    version: z.string(),
  })
  .openapi("SystemDetails");

const tags = ["Reference"];

export const referenceRoutes = createRouter()
  .openapi(
    createRoute({ method: "get", path: "/iso-standards", tags, responses: { 200: json(listOf(isoStandard)) } }),
    (c) => {
      const content = ISO_STANDARDS.map((code) => ({ code, name: ISO_TITLES[code] }));
      c.header("Cache-Control", "public, max-age=3600");
      return c.json({ total_elements: content.length, content }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/system-details",
      tags,
      summary: "The operator's contact information",
      responses: { 200: json(details), 404: { description: "Not configured" } },
    }),
    async (c) => {
      const [row] = await c.var.deps.db.select().from(systemDetails).where(eq(systemDetails.id, 1));
      if (!row) throw notFound("System details");
      const { id: _id, ...rest } = row;
      return c.json({ ...rest, version: APP_VERSION }, 200);
    },
  );
