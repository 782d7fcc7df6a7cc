import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { requireRouteAccess } from "~/auth/guards.server";
import { visibleMenu } from "~/components/menu/menu-model.server";
import { PageHeader } from "~/components/page/page-header";
import { fixedT } from "~/i18n/translations.server";

// One module serves every section: the route ids routes.ts gives them, by section.
const LANDINGS = {
  organization: "organization-landing",
  leadership: "leadership-landing",
  operation: "operation-landing",
  monitoring: "monitoring-landing",
  chemicals: "chemicals-landing",
} as const;

/**
 * A section's own address: its first screen this user may open, or while none of its screens exists
 * yet, a page that says the section is coming and what it will hold (never a 404).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const key = new URL(request.url).pathname.split("/").find(Boolean) ?? "";
  if (!Object.hasOwn(LANDINGS, key)) throw new Response("Not found", { status: 404 });
  const { access, language } = await requireRouteAccess(request, context, LANDINGS[key as keyof typeof LANDINGS]);
  const section = visibleMenu(access).find((group) => group.key === key);
  if (!section) throw redirect("/unauthorized");
  const first = section.items.find((item) => item.path);
  if (first?.path) throw redirect(first.path);
  return {
    key: section.key,
    items: section.items.map((item) => item.key),
    title: fixedT(language)(`menu.groups.${section.key}`),
  };
}

export default function SectionComing() {
  const { t } = useTranslation();
  const { key, items } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={t(`menu.groups.${key}`)} description={t("section.coming")} />
      <section className="card max-w-xl" aria-labelledby="section-contents">
        <h2 id="section-contents" className="text-lg font-semibold">
          {t("section.willHold")}
        </h2>
        <ul className="mt-2 list-disc pl-5 text-slate-700">
          {items.map((item) => (
            <li key={item}>{t(`menu.items.${item}`)}</li>
          ))}
        </ul>
      </section>
      <p className="mt-6">
        <Link to="/dashboard" className="link">
          {t("errors.backToDashboard")}
        </Link>
      </p>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];
