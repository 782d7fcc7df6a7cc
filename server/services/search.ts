import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../db/client";
import { isFeatureAvailable, type FeatureAccessibility } from "../domain/features";
import {
  SEARCH_KINDS,
  SEARCH_SOURCES,
  searchTerms,
  type SearchKind,
  type SearchReach,
  type SearchTerms,
} from "../domain/search";
import type { OrganizationCircle } from "./organization-directory";

export type SearchScope = { organizationId: number; accessibility: FeatureAccessibility; circle: OrganizationCircle };

export type SearchHit = {
  kind: SearchKind;
  recordId: number;
  linkId: number;
  title: string;
  /** The title in Danish, where the record keeps one of its own. */
  titleDa: string | null;
  detail: string | null;
  organization: { id: number; name: string };
};

/** Each term as a prefix in Danish, in English and as typed; all must match. A code also as a whole. */
function textQuery({ words, code }: SearchTerms): SQL {
  const term = (word: string) =>
    sql`(to_tsquery('danish', ${`${word}:*`}) || to_tsquery('english', ${`${word}:*`}) || to_tsquery('simple', ${`${word}:*`}))`;
  const all = sql.join(words.map(term), sql` && `);
  return code ? sql`((${all}) || to_tsquery('simple', ${`${code}:*`}))` : all;
}

/** The organizations whose records of a kind the active organization's lists show. */
function reachOf(scope: SearchScope, reach: SearchReach): number[] {
  if (reach === "OWN") return [scope.organizationId];
  return reach === "BELOW" ? scope.circle.below : scope.circle.visible;
}

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** Where a hit may come from: per kind the user may read here, the organizations its list shows. */
function readable(scope: SearchScope, only: SearchKind | undefined): SQL | null {
  const kinds = SEARCH_KINDS.filter(
    (kind) =>
      (only === undefined || kind === only) && isFeatureAvailable(SEARCH_SOURCES[kind].feature, scope.accessibility),
  );
  const reaches = (["OWN", "BELOW", "VISIBLE"] as const)
    .map((reach) => ({ reach, kinds: kinds.filter((kind) => SEARCH_SOURCES[kind].reach === reach) }))
    .filter((group) => group.kinds.length > 0);
  if (reaches.length === 0) return null;
  return sql.join(
    reaches.map(
      (group) =>
        sql`(e.kind in (${list(group.kinds)}) and e.organization_id in (${list(reachOf(scope, group.reach))}))`,
    ),
    sql` or `,
  );
}

/**
 * A page of the records the query finds among those the active organization's lists show, best first
 * (a match in the title or a code before one in the text; the shorter record first among equals), and
 * whether there are more. Ranks are compared over every match, so a page is the same however it is reached.
 */
export async function search(
  db: Db,
  scope: SearchScope,
  query: { q: string; kind?: SearchKind; page: number; size: number },
): Promise<{ hits: SearchHit[]; more: boolean }> {
  const terms = searchTerms(query.q);
  const where = readable(scope, query.kind);
  if (terms.words.length === 0 || where === null) return { hits: [], more: false };
  const rows = await queryRows<Omit<SearchHit, "organization"> & { organizationId: number; organizationName: string }>(
    db,
    sql`select e.kind, e.record_id as "recordId", e.link_id as "linkId", e.title, e.title_da as "titleDa", e.detail,
        e.organization_id as "organizationId", o.name as "organizationName"
      from search_entries e join organizations o on o.id = e.organization_id,
        (select ${textQuery(terms)} as query) q
      where e.words @@ q.query and (${where})
      order by ts_rank(e.words, q.query, 1) desc, e.title, e.kind, e.record_id
      limit ${query.size + 1} offset ${query.page * query.size}`,
  );
  return {
    more: rows.length > query.size,
    hits: rows.slice(0, query.size).map(({ organizationId, organizationName, ...row }) => ({
      ...row,
      organization: { id: organizationId, name: organizationName },
    })),
  };
}
