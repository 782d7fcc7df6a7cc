import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
export type WorkLinkItem = {
  title: string;
  workIn: { id: number; name: string };
};

/**
 * A deadline's record by its title: a link where the active organization is the one to work in, else
 * a button that switches to that one and opens the record there (it works without script).
 */
export function WorkLink({
  item,
  path,
  note,
  activeOrganizationId,
  describedId,
}: {
  item: WorkLinkItem;
  /** The record's page. */
  path: string;
  /** A line under the title (an action's event). */
  note?: string | null;
  activeOrganizationId: number | null;
  /** The id of the line naming the organization it opens in: unique on the page. */
  describedId: string;
}) {
  const { t } = useTranslation();
  const detail = note ? <div className="text-sm text-slate-600">{note}</div> : null;
  if (item.workIn.id === activeOrganizationId)
    return (
      <>
        <Link to={path} className="link">
          {item.title}
        </Link>
        {detail}
      </>
    );
  return (
    <Form method="post" action="/resources/organization">
      <input type="hidden" name="organizationId" value={item.workIn.id} />
      <input type="hidden" name="redirectTo" value={path} />
      <input type="hidden" name="exact" value="true" />
      <button type="submit" className="link text-left" aria-describedby={describedId}>
        {item.title}
      </button>
      <div id={describedId} className="text-sm text-slate-600">
        {t("myWork.opensIn", { organization: item.workIn.name })}
      </div>
      {detail}
    </Form>
  );
}
