import type { MetaFunction } from "@remix-run/node";
import { POLICIES } from "~/controlled-documents/kinds";
import { PublicDocument } from "~/controlled-documents/public";
import { publicLoader } from "~/controlled-documents/public.server";

/** Read by anyone, on any device: no script at all. */
export const handle = { hydrate: false };

export const loader = publicLoader(POLICIES);

export default function PublicPolicy() {
  return <PublicDocument />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.title} – ${data.organization}` : "Policy" },
];
