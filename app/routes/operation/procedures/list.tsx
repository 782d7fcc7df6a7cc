import type { MetaFunction } from "@remix-run/node";
import { PROCEDURES } from "~/controlled-documents/kinds";
import { DocumentList } from "~/controlled-documents/list";
import { listLoader } from "~/controlled-documents/list.server";

export const loader = listLoader(PROCEDURES);

export default function Procedures() {
  return <DocumentList kind={PROCEDURES} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Procedures" }];
