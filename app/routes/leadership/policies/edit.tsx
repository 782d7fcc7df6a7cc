import type { MetaFunction } from "@remix-run/node";
import { EditDocument } from "~/controlled-documents/editor";
import { editAction, editLoader } from "~/controlled-documents/editor.server";
import { documentTitle, POLICIES } from "~/controlled-documents/kinds";

export const loader = editLoader(POLICIES);
export const action = editAction(POLICIES);

export default function EditPolicy() {
  return <EditDocument kind={POLICIES} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? documentTitle(data.document.titles, "en") : "Policy" },
];
