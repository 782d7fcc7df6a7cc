import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { legislations, legislationTopics, topics } from "../schema";
import { LEGISLATION, TOPICS } from "./legislation-catalogue";

/**
 * The legislation catalogue every installation starts with. Topics are kept up to date by code; an act
 * is added when its reference is not in the catalogue yet, and never overwritten: maintainers own it
 * from then on.
 */
export async function seedLegislationCatalogue(db: Db) {
  await db.transaction(async (tx) => {
    for (const topic of TOPICS) {
      await tx
        .insert(topics)
        .values(topic)
        .onConflictDoUpdate({ target: topics.code, set: { nameEn: topic.nameEn, nameDa: topic.nameDa } });
    }
    const topicIds = new Map(
      (await tx.select({ id: topics.id, code: topics.code }).from(topics)).map((t) => [t.code, t.id]),
    );
    for (const { topics: codes, ...act } of LEGISLATION) {
      const [existing] = await tx
        .select({ id: legislations.id })
        .from(legislations)
        .where(
          and(
            eq(legislations.territory, act.territory),
            sql`lower(${legislations.referenceNumber}) = lower(${act.referenceNumber})`,
          ),
        );
      if (existing) continue;
      const [row] = await tx
        .insert(legislations)
        .values({
          ...act,
          shortName: act.shortName ?? null,
          url: act.url ?? null,
          effectiveDate: act.effectiveDate ?? null,
        })
        .returning({ id: legislations.id });
      const links = codes.flatMap((code) => {
        const topicId = topicIds.get(code);
        return topicId ? [{ legislationId: row!.id, topicId }] : [];
      });
      if (links.length) await tx.insert(legislationTopics).values(links);
    }
  });
}
