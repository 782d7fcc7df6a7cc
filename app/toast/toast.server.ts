import { createCookie, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";

/** A toast names its text by translation key, so it shows in the language of the page that displays it. */
export const toastSchema = z.object({
  type: z.enum(["success", "error"]),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  /** Values interpolated into the description. */
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** Error toasts replace the ones before them. */
  replace: z.boolean().optional(),
});
export type Toast = z.infer<typeof toastSchema>;

const cookieFor = (context: AppLoadContext) =>
  createCookie("toast", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: context.secureCookies,
    secrets: [context.sessionSecret],
    maxAge: 60,
  });

/** A Set-Cookie header that shows the toast on the next page rendered, even across a redirect. */
export function flashToast(context: AppLoadContext, toast: Toast) {
  return cookieFor(context).serialize(toast);
}

/** The pending toast, if any, and the header that clears it. */
export async function takeToast(request: Request, context: AppLoadContext) {
  const cookie = cookieFor(context);
  const parsed = toastSchema.safeParse(await cookie.parse(request.headers.get("Cookie")));
  if (!parsed.success) return { toast: null, headers: undefined };
  return { toast: parsed.data, headers: { "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) } };
}

export const successToast = (title = "toast.success.title", description?: string): Toast => ({
  type: "success",
  title,
  description,
});
export const errorToast = (description = "toast.error.generic"): Toast => ({
  type: "error",
  title: "toast.error.title",
  description,
  replace: true,
});
export const forbiddenToast = (): Toast => errorToast("toast.error.forbidden");
