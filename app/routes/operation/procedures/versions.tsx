import type { MetaFunction } from "@remix-run/node";
import { documentTitle, PROCEDURES } from "~/controlled-documents/kinds";
import { DocumentVersions } from "~/controlled-documents/versions";
import { versionsLoader } from "~/controlled-documents/versions.server";

export const loader = versionsLoader(PROCEDURES);

export default function ProcedureVersions() {
  return <DocumentVersions kind={PROCEDURES} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? documentTitle(data.document.titles, "en") : "Procedure versions" },
];
