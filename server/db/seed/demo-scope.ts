import type { Db } from "../client";
import { scopeRevisions, scopes } from "../schema";

const FIRST = `The environmental management system of Nordvik Chemicals A/S covers the production site at Havnevej 40, 6700 Esbjerg: the production hall with mixing line 1 and the filling line, the chemical store, the laboratory and the tank farm.

Activities: blending and filling of industrial cleaning agents and water treatment chemicals; storage and internal transport of raw materials and finished goods.

Exclusions: none.`;

const SECOND = `The environmental management system of Nordvik Chemicals A/S covers the production site at Havnevej 40, 6700 Esbjerg: the production hall with mixing line 1 and the filling line, the chemical store, the laboratory and the tank farm, up to the site fence and the quay wall.

Activities: blending and filling of industrial cleaning agents and water treatment chemicals; storage and internal transport of raw materials and finished goods; reception of returned packaging from customers.

Products and services: industrial cleaning agents, water treatment chemicals, returnable IBC containers.

Exclusions: the canteen, run by a tenant under its own permit (no influence over its environmental aspects beyond the lease).`;

/** The scope of the demo's chemicals company, written and then revised, so its versions page has a story. */
export async function seedDemoScope(db: Db, organizationIds: Map<string, number>, authorId: number) {
  const organizationId = organizationIds.get("Nordvik Chemicals A/S")!;
  const [scope] = await db
    .insert(scopes)
    .values({
      organizationId,
      text: SECOND,
      createdDate: new Date(Date.now() - 400 * 86_400_000),
      lastModifiedDate: new Date(Date.now() - 35 * 86_400_000),
    })
    .returning({ id: scopes.id });
  await db.insert(scopeRevisions).values([
    { scopeId: scope!.id, text: FIRST, authorId, createdDate: new Date(Date.now() - 400 * 86_400_000) },
    { scopeId: scope!.id, text: SECOND, authorId, createdDate: new Date(Date.now() - 35 * 86_400_000) },
  ]);
}
