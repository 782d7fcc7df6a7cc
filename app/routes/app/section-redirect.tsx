import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

/** The sections whose own address leads to their first page (spec §2). */
export const SECTION_LANDINGS: Record<string, string> = {
  "/organization": "/organization/members-roles-and-competences",
  "/monitoring": "/monitoring/control-book",
  "/chemicals": "/chemicals/my-chemicals",
};

export async function loader({ request }: LoaderFunctionArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, "");
  throw redirect(SECTION_LANDINGS[path] ?? "/dashboard");
}
