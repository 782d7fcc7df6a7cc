import type { LoaderFunctionArgs } from "@remix-run/node";
import { getVisitor } from "~/auth/visitor.server";
import { loader as shellLoader } from "./layout";

/**
 * For pages outside the app layout that a signed-in user may land on (not found, unauthorized): the
 * shell's data, so they show inside the frame with the menu at hand; null for anonymous visitors.
 */
export async function loadShellIfSignedIn(args: LoaderFunctionArgs) {
  const visitor = await getVisitor(args.request, args.context);
  if (!visitor.user) return { language: visitor.language, shell: null, headers: undefined };
  const result = await shellLoader(args);
  return { language: visitor.language, shell: result.data, headers: result.init?.headers };
}
