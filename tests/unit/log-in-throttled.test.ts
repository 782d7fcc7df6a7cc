import { describe, expect, it } from "vitest";
import { throttledError } from "../../app/auth/log-in.server";
import { fixedT } from "../../app/i18n/translations.server";
import { translateError } from "../../app/lib/error-message";

describe("the throttled log-in message says when to try again, in proper grammar", () => {
  const say = (language: "en" | "da", seconds: number) => translateError(fixedT(language), throttledError(seconds));

  it("in English", () => {
    expect(say("en", 1)).toBe("Too many failed attempts. Try again in 1 second.");
    expect(say("en", 30)).toBe("Too many failed attempts. Try again in 30 seconds.");
    expect(say("en", 60)).toBe("Too many failed attempts. Try again in 1 minute.");
    expect(say("en", 61)).toBe("Too many failed attempts. Try again in 2 minutes.");
    expect(say("en", 900)).toBe("Too many failed attempts. Try again in 15 minutes.");
  });

  it("in Danish", () => {
    expect(say("da", 1)).toBe("For mange mislykkede forsøg. Prøv igen om 1 sekund.");
    expect(say("da", 30)).toBe("For mange mislykkede forsøg. Prøv igen om 30 sekunder.");
    expect(say("da", 60)).toBe("For mange mislykkede forsøg. Prøv igen om 1 minut.");
    expect(say("da", 900)).toBe("For mange mislykkede forsøg. Prøv igen om 15 minutter.");
  });
});
