import type { MetaFunction } from "@remix-run/node";
import { DocumentDetail } from "~/controlled-documents/detail";
import { detailAction, detailLoader } from "~/controlled-documents/detail.server";
import { documentTitle, PROCEDURES } from "~/controlled-documents/kinds";

export const loader = detailLoader(PROCEDURES);
export const action = detailAction(PROCEDURES);

export default function Procedure() {
  return <DocumentDetail kind={PROCEDURES} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? documentTitle(data.document.titles, "en") : "Procedure" },
];
