import type { LoaderFunctionArgs } from "@remix-run/node";
import { registerCsv } from "~/register/list.server";
import { registerAt } from "~/register/registers.server";

/** The CSV of any register of the kit, at `<list>/export`, filtered and sorted as the list's address says. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const register = registerAt(new URL(request.url).pathname.replace(/\/export$/, ""));
  if (!register) throw new Response("Not found", { status: 404 });
  return registerCsv(register, request, context);
}
