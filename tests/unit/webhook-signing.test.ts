import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isPrivateAddress, newWebhookSecret, signWebhook } from "../../server/domain/webhook-signing";
import { webhookUrlRefusal } from "../../server/domain/webhooks";

// The example of the Standard Webhooks specification (and of its libraries' tests).
const SPEC_SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const SPEC_ID = "msg_p5jXN8AQM9LWM0D4loKWxJek";
const SPEC_TIMESTAMP = 1614265330;
const SPEC_BODY = '{"test": 2432232314}';

describe("webhook signatures (Standard Webhooks)", () => {
  it("signs id.timestamp.body with the secret's decoded base64 as the HMAC-SHA256 key", () => {
    const key = Buffer.from(SPEC_SECRET.slice("whsec_".length), "base64");
    const expected = createHmac("sha256", key).update(`${SPEC_ID}.${SPEC_TIMESTAMP}.${SPEC_BODY}`).digest("base64");
    expect(signWebhook([SPEC_SECRET], SPEC_ID, SPEC_TIMESTAMP, SPEC_BODY)).toBe(`v1,${expected}`);
    // The specification's published signature for its example.
    expect(signWebhook([SPEC_SECRET], SPEC_ID, SPEC_TIMESTAMP, SPEC_BODY)).toBe(
      "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
    );
  });

  it("signs with every secret given, space-separated, and changes with any byte", () => {
    const other = newWebhookSecret();
    const both = signWebhook([SPEC_SECRET, other], SPEC_ID, SPEC_TIMESTAMP, SPEC_BODY).split(" ");
    expect(both).toHaveLength(2);
    expect(both[0]).toBe(signWebhook([SPEC_SECRET], SPEC_ID, SPEC_TIMESTAMP, SPEC_BODY));
    expect(signWebhook([SPEC_SECRET], SPEC_ID, SPEC_TIMESTAMP + 1, SPEC_BODY)).not.toBe(both[0]);
    expect(signWebhook([SPEC_SECRET], SPEC_ID, SPEC_TIMESTAMP, `${SPEC_BODY} `)).not.toBe(both[0]);
  });

  it("makes secrets of 32 random bytes", () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), "base64")).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret);
  });
});

describe("webhook addresses", () => {
  it("takes https, and http only to this machine, never with a user or password", () => {
    expect(webhookUrlRefusal("https://hooks.example.com/in?x=1")).toBeNull();
    expect(webhookUrlRefusal("http://localhost:4000/in")).toBeNull();
    expect(webhookUrlRefusal("http://127.0.0.1:4000/in")).toBeNull();
    expect(webhookUrlRefusal("http://[::1]:4000/in")).toBeNull();
    expect(webhookUrlRefusal("http://hooks.example.com/in")).toBe("webhook_url_scheme");
    expect(webhookUrlRefusal("ftp://hooks.example.com/in")).toBe("webhook_url_scheme");
    expect(webhookUrlRefusal("not an address")).toBe("webhook_url_scheme");
    expect(webhookUrlRefusal("https://erp:secret@hooks.example.com/in")).toBe("webhook_url_credentials");
  });

  it("tells addresses inside a network from the internet's", () => {
    for (const inside of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "::1",
      "::",
      "fd00::1",
      "fe80::1",
      "::ffff:10.0.0.1",
    ]) {
      expect(isPrivateAddress(inside), inside).toBe(true);
    }
    for (const outside of [
      "93.184.216.34",
      "172.32.0.1",
      "100.128.0.1",
      "8.8.8.8",
      "2606:4700:4700::1111",
      "::ffff:8.8.8.8",
    ]) {
      expect(isPrivateAddress(outside), outside).toBe(false);
    }
  });
});
