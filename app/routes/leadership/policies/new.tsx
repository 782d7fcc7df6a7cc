import type { MetaFunction } from "@remix-run/node";
import { NewDocument } from "~/controlled-documents/editor";
import { newAction, newLoader } from "~/controlled-documents/editor.server";
import { POLICIES } from "~/controlled-documents/kinds";

export const loader = newLoader(POLICIES);
export const action = newAction(POLICIES);

export default function NewPolicy() {
  return <NewDocument kind={POLICIES} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "New policy" }];
