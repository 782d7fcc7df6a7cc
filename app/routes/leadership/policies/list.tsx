import type { MetaFunction } from "@remix-run/node";
import { POLICIES } from "~/controlled-documents/kinds";
import { DocumentList } from "~/controlled-documents/list";
import { listLoader } from "~/controlled-documents/list.server";

export const loader = listLoader(POLICIES);

export default function Policies() {
  return <DocumentList kind={POLICIES} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Policies" }];
