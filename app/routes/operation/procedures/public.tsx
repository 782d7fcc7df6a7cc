import type { MetaFunction } from "@remix-run/node";
import { PROCEDURES } from "~/controlled-documents/kinds";
import { PublicDocument } from "~/controlled-documents/public";
import { publicLoader } from "~/controlled-documents/public.server";

/** Read by anyone, on any device: no script at all. */
export const handle = { hydrate: false };

export const loader = publicLoader(PROCEDURES);

export default function PublicProcedure() {
  return <PublicDocument />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.title} – ${data.organization}` : "Procedure" },
];
