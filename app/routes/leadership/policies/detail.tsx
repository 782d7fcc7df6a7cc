import type { MetaFunction } from "@remix-run/node";
import { DocumentDetail } from "~/controlled-documents/detail";
import { detailAction, detailLoader } from "~/controlled-documents/detail.server";
import { documentTitle, POLICIES } from "~/controlled-documents/kinds";

export const loader = detailLoader(POLICIES);
export const action = detailAction(POLICIES);

export default function Policy() {
  return <DocumentDetail kind={POLICIES} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? documentTitle(data.document.titles, "en") : "Policy" },
];
