import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ErrorMessage } from "~/components/error-page";
import { PublicFrame } from "~/components/public-frame";
import { AppFrame } from "~/components/shell/app-frame";
import { fixedT } from "~/i18n/translations.server";
import { loadShellIfSignedIn } from "./app/shell.server";

/** A plain page with a link on: nothing here needs JavaScript, signed in or not. */
export const handle = { hydrate: false };

/**
 * Any path no route knows, answered 404: inside the app's frame for a signed-in user, so the menu is at
 * hand, and as a public page for anyone else.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { language, shell, headers } = await loadShellIfSignedIn(args);
  return data({ shell, title: fixedT(language)("errors.notFound.title") }, { status: 404, headers });
}

export default function NotFound() {
  const { shell } = useLoaderData<typeof loader>();
  if (shell) {
    return (
      <AppFrame shell={shell}>
        <ErrorMessage status={404} inShell />
      </AppFrame>
    );
  }
  return (
    <PublicFrame>
      <div className="card mx-auto w-full max-w-lg">
        <ErrorMessage status={404} />
      </div>
    </PublicFrame>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "404" }];
