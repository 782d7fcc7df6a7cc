import type { MetaFunction } from "@remix-run/node";
import { EditDocument } from "~/controlled-documents/editor";
import { editAction, editLoader } from "~/controlled-documents/editor.server";
import { documentTitle, PROCEDURES } from "~/controlled-documents/kinds";

export const loader = editLoader(PROCEDURES);
export const action = editAction(PROCEDURES);

export default function EditProcedure() {
  return <EditDocument kind={PROCEDURES} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? documentTitle(data.document.titles, "en") : "Procedure" },
];
