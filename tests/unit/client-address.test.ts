import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { clientAddressOf, parseTrustProxy, trustFunction } from "../../server/domain/client-address";
import { loadConfig } from "../../server/config";

const LB = "10.0.0.5";

describe("the client address behind proxies", () => {
  it("reads TRUST_PROXY as none, one hop, a hop count or the proxies' addresses", () => {
    expect(parseTrustProxy("false")).toBe(0);
    expect(parseTrustProxy("true")).toBe(1);
    expect(parseTrustProxy("2")).toBe(2);
    expect(parseTrustProxy("10.0.0.0/8, 192.0.2.7")).toEqual(["10.0.0.0/8", "192.0.2.7"]);
    expect(() => loadConfig({ DATA_DIR: "/tmp/cw-unused", TRUST_PROXY: "proxy.example" })).toThrow(/TRUST_PROXY/);
  });

  it("takes the entry the trusted proxy wrote, never one the client wrote to its left", () => {
    const spoofed = "198.51.100.1, 203.0.113.66"; // the client wrote the first, the proxy appended the second
    expect(clientAddressOf(LB, spoofed, 0)).toBe(LB);
    expect(clientAddressOf(LB, spoofed, 1)).toBe("203.0.113.66");
    expect(clientAddressOf(LB, spoofed, ["10.0.0.0/8"])).toBe("203.0.113.66");
    // Two proxies of ours: the second appended the first one's address.
    expect(clientAddressOf(LB, `${spoofed}, 10.0.0.9`, 2)).toBe("203.0.113.66");
    expect(clientAddressOf(LB, `${spoofed}, 10.0.0.9`, ["10.0.0.0/8"])).toBe("203.0.113.66");
    // A peer that is not one of our proxies speaks only for itself.
    expect(clientAddressOf("203.0.113.66", "198.51.100.1", ["10.0.0.0/8"])).toBe("203.0.113.66");
    expect(clientAddressOf(LB, undefined, 1)).toBe(LB);
  });

  it("gives the page tier (Express) the same address as the API", async () => {
    const app = express();
    app.set("trust proxy", trustFunction(1));
    app.get("/", (req, res) => void res.send(req.ip));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { "x-forwarded-for": "198.51.100.1, 203.0.113.66" },
      });
      expect(await response.text()).toBe("203.0.113.66");
    } finally {
      server.close();
    }
  });
});
