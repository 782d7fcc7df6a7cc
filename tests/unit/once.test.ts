import { describe, expect, it } from "vitest";
import { once } from "../../app/files/once.server";

const later = <T>(value: T, ms = 20) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe("a post sent twice", () => {
  it("is carried out once while the first is under way, and answers the first's outcome", async () => {
    let runs = 0;
    const post = () => {
      runs++;
      return later({ ok: true as const, run: runs });
    };
    const answers = await Promise.all([once("same", post), once("same", post)]);
    expect(runs).toBe(1);
    expect(answers).toEqual([
      { ok: true, run: 1 },
      { ok: true, run: 1 },
    ]);
    expect(await once("same", post)).toEqual({ ok: true, run: 1 });
  });

  it("is tried again when the first failed or threw, and other keys are their own", async () => {
    const failed = await Promise.all([
      once("retry", () => later({ ok: false })),
      once("retry", () => later({ ok: true })),
    ]);
    expect(failed).toEqual([{ ok: false }, { ok: true }]);
    await expect(once("thrown", () => Promise.reject(new Error("cut off")))).rejects.toThrow("cut off");
    expect(await once("thrown", () => later({ ok: true }))).toEqual({ ok: true });
    expect(await once("other", () => later({ ok: false }))).toEqual({ ok: false });
  });
});
