import { describe, expect, it } from "vitest";
import { TtlCache } from "../../server/services/ttl-cache";

/** A load the test finishes when it chooses, to put a change in the middle of it. */
function pendingLoad<V>() {
  let finish!: (value: V) => void;
  const promise = new Promise<V>((resolve) => (finish = resolve));
  return { load: () => promise, finish };
}

describe("TtlCache.getOrLoad", () => {
  it("loads once and keeps the answer, but not a null one", async () => {
    const cache = new TtlCache<string>(60_000);
    let loads = 0;
    const load = async () => `value ${++loads}`;
    expect(await cache.getOrLoad("a", load)).toBe("value 1");
    expect(await cache.getOrLoad("a", load)).toBe("value 1");
    expect(await cache.getOrLoad("b", async () => null)).toBeNull();
    expect(await cache.getOrLoad("b", load)).toBe("value 2");
  });

  it("does not keep what a load read before entries were dropped: the change may not be in it", async () => {
    const cache = new TtlCache<string[]>(60_000);
    const stale = pendingLoad<string[]>();
    const answer = cache.getOrLoad("holding", stale.load);
    cache.clear(); // a new organization was added meanwhile
    stale.finish(["before the change"]);
    expect(await answer).toEqual(["before the change"]);
    expect(await cache.getOrLoad("holding", async () => ["after the change"])).toEqual(["after the change"]);
  });

  it("keeps nothing when the time to live is 0", async () => {
    const cache = new TtlCache<string>(0);
    let loads = 0;
    await cache.getOrLoad("a", async () => `value ${++loads}`);
    expect(await cache.getOrLoad("a", async () => `value ${++loads}`)).toBe("value 2");
  });
});
