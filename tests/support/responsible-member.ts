import { expect } from "vitest";
import type { Db } from "../../server/db/client";
import { createMember } from "./factories";
import type { ApiClient } from "./http-client";
import type { World } from "./sign-in";

type Answer = { status: number; data: { errors?: { path: string }[] } };

function expectRefused(answer: Answer) {
  expect(answer.status).toBe(422);
  expect(answer.data.errors?.map((error) => error.path)).toContain("responsible_member_id");
}

/**
 * A record's responsible member, as agreements have one: named on create (a member of the holding
 * above the subsidiary the collection is of), read back, found by the list's filter and cleared on a
 * save. A member of another tenant or one who has left is refused on the field, on a create and a
 * save alike, and nothing changes.
 */
export async function checkResponsibleMember(
  db: Db,
  world: World,
  editor: ApiClient,
  collection: string,
  body: { create: object; update: object },
) {
  const member = await createMember(db, world.tree.holding.id);
  const created = await editor.post(collection, { json: { ...body.create, responsible_member_id: member.id } });
  expect(created.status).toBe(201);
  const url = `${collection}/${created.data.id}`;
  expect((await editor.get(url)).data.responsible_member).toEqual(member);
  const listed = await editor.get(`${collection}?responsible_member_id=${member.id}`);
  expect(listed.data.content.map((row: { id: number }) => row.id)).toEqual([created.data.id]);

  const save = (responsible: number | null, stamp: string) =>
    editor.put(url, { json: { ...body.update, responsible_member_id: responsible, last_modified_date: stamp } });
  const cleared = await save(null, created.data.last_modified_date);
  expect([cleared.status, cleared.data.responsible_member]).toEqual([200, null]);

  const total = async () => (await editor.get(collection)).data.total_elements as number;
  const before = await total();
  for (const stranger of [
    await createMember(db, world.otherTenant.id),
    await createMember(db, world.tree.holding.id, { ended: true }),
  ]) {
    expectRefused(await save(stranger.id, cleared.data.last_modified_date));
    expectRefused(await editor.post(collection, { json: { ...body.create, responsible_member_id: stranger.id } }));
  }
  expect(await total()).toBe(before);
  expect((await editor.get(url)).data).toMatchObject({
    responsible_member: null,
    last_modified_date: cleared.data.last_modified_date,
  });
}
