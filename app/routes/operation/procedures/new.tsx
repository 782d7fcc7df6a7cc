import type { MetaFunction } from "@remix-run/node";
import { NewDocument } from "~/controlled-documents/editor";
import { newAction, newLoader } from "~/controlled-documents/editor.server";
import { PROCEDURES } from "~/controlled-documents/kinds";

export const loader = newLoader(PROCEDURES);
export const action = newAction(PROCEDURES);

export default function NewProcedure() {
  return <NewDocument kind={PROCEDURES} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "New procedure" }];
