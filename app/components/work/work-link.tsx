import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { workPath, type WorkKind } from "../../../server/domain/my-work";

export type WorkLinkItem = {
  kind: WorkKind;
  recordId: number;
  detail: string | null;
  title: string;
  workIn: { id: number; name: string };
};

/**
 * A deadline's record by its title: a link where the active organization is the one to work in, else
 * a button that switches to that one and opens the record there (it works without script).
 */
export function WorkLink({
  item,
  activeOrganizationId,
  describedId = `work-in-${item.kind}-${item.recordId}`,
}: {
  item: WorkLinkItem;
  activeOrganizationId: number | null;
  /** The note's id, where one record may be listed twice on a page. */
  describedId?: string;
}) {
  const { t } = useTranslation();
  const path = workPath(item);
  const detail =
    item.kind === "ACTION" && item.detail ? <div className="text-sm text-slate-600">{item.detail}</div> : null;
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
