import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { getVisitor } from "~/auth/visitor.server";
import { ErrorMessage } from "~/components/error-page";
import { fixedT } from "~/i18n/translations.server";

/** An unknown path inside an area of the shell (the admin area): the 404 inside the frame, with a title. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { language } = await getVisitor(request, context);
  return data({ title: fixedT(language)("errors.notFound.title") }, { status: 404 });
}

export default function NotFoundInShell() {
  return <ErrorMessage status={404} inShell />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "404" }];
