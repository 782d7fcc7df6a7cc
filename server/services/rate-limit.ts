/**
 * An in-process limit of `limit` calls per key in a fixed window. For cheap, high-volume endpoints
 * whose only harm is volume (a flood of error reports filling the log), where a shared count in the
 * database would cost more than it protects; the total stays bounded per process.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  /** Counts a call for `key`: 0 when it is allowed, otherwise the seconds until the window ends. */
  take(key: string, now = Date.now()): number {
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.windows.delete(key);
      if (this.windows.size >= this.maxKeys) this.windows.delete(this.windows.keys().next().value!);
      window = { count: 0, endsAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    if (window.count >= this.limit) return Math.ceil((window.endsAt - now) / 1000);
    window.count += 1;
    return 0;
  }
}
