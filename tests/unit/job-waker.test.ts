import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jobWaker } from "../../server/jobs/wake";
import { createLogger } from "../../server/logger";

const logger = createLogger("silent");

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Lets the sends the waker started reach the queue. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe("the job waker", () => {
  it("does nothing before the queue is connected, or after it is let go", async () => {
    const send = vi.fn(async () => {});
    const waker = jobWaker(logger);
    waker.wake("webhook-delivery");
    await settle();
    waker.connect({ send });
    waker.connect(undefined);
    await vi.advanceTimersByTimeAsync(5_000);
    waker.wake("webhook-delivery");
    await vi.advanceTimersByTimeAsync(5_000);
    expect(send).not.toHaveBeenCalled();
  });

  it("sends a burst of wakes as one send at once and one after the interval", async () => {
    const send = vi.fn(async (_name: string) => {});
    const waker = jobWaker(logger, 1000);
    waker.connect({ send });
    for (let write = 0; write < 20; write++) waker.wake("webhook-delivery");
    await settle();
    expect(send.mock.calls).toEqual([["webhook-delivery"]]);
    // The wakes after the first may have come after its run claimed the deliveries: one more run.
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).toHaveBeenCalledTimes(2);
    // Quiet since: the next wake sends at once again, and each job has its own interval.
    waker.wake("webhook-delivery");
    waker.wake("notification-mail");
    await settle();
    expect(send.mock.calls.slice(2)).toEqual([["webhook-delivery"], ["notification-mail"]]);
  });

  it("logs a failed send and throws nothing", async () => {
    const warn = vi.spyOn(logger, "warn");
    const waker = jobWaker(logger);
    waker.connect({
      send: async () => {
        throw new Error("the queue's database is gone");
      },
    });
    expect(() => waker.wake("webhook-delivery")).not.toThrow();
    await settle();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ job: "webhook-delivery" }), "could not wake a job");
  });
});
