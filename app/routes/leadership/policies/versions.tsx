import type { MetaFunction } from "@remix-run/node";
import { documentTitle, POLICIES } from "~/controlled-documents/kinds";
import { DocumentVersions } from "~/controlled-documents/versions";
import { versionsLoader } from "~/controlled-documents/versions.server";

export const loader = versionsLoader(POLICIES);

export default function PolicyVersions() {
  return <DocumentVersions kind={POLICIES} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? documentTitle(data.document.titles, "en") : "Policy versions" },
];
