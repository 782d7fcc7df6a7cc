/**
 * A small in-process cache whose entries expire after `ttlMs`; the oldest entries go first when full.
 * A ttl of 0 turns it off.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  // Counts the drops: a load that ran across one may have read what the change replaced.
  private drops = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V) {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
  }

  /**
   * The value kept under `key`, or else what `load` answers, kept unless it is null or entries were
   * dropped while it loaded: a change made meanwhile may not be in it, and it must not outlive the drop.
   */
  async getOrLoad<A extends V | null>(key: string, load: () => Promise<A>): Promise<V | A> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const drops = this.drops;
    const value = await load();
    if (value !== null && drops === this.drops) this.set(key, value);
    return value;
  }

  delete(key: string) {
    this.drops++;
    this.entries.delete(key);
  }

  deleteWhere(predicate: (value: V) => boolean) {
    this.drops++;
    for (const [key, entry] of this.entries) if (predicate(entry.value)) this.entries.delete(key);
  }

  clear() {
    this.drops++;
    this.entries.clear();
  }
}
