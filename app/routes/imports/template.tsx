import type { LoaderFunctionArgs } from "@remix-run/node";
import { importTemplate } from "~/imports/import.server";

/** A register's import template (`?format=xlsx` for Excel): its columns' labels in the reader's language. */
export const loader = ({ request, context }: LoaderFunctionArgs) => importTemplate(request, context);
