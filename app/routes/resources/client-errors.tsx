import { type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireRouteAccess } from "~/auth/guards.server";

const reportSchema = z.object({
  message: z.string().max(2000),
  stack: z.string().max(8000).optional(),
  url: z.string().max(2000).optional(),
  userAgent: z.string().max(500).optional(),
});

/** Passes a browser's error report on to the API (POST /errors), with the user's session if any. */
export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = reportSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return new Response(null, { status: 422 });
  const { api } = await requireRouteAccess(request, context, "routes/resources/client-errors");
  await api.send("POST", "/errors", { body: parsed.data });
  return new Response(null, { status: 204 });
}
