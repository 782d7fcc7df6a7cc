import { describe, expect, it } from "vitest";
import { webAddress } from "../../app/lib/web-address";

describe("webAddress", () => {
  it("keeps an http(s) address, as the URL parser writes it", () => {
    const provider = "https://login.example.com/authorize?client_id=a&redirect_uri=https%3A%2F%2Fapp%2Fback&state=x";
    expect(webAddress(provider)).toBe(provider);
    expect(webAddress("http://127.0.0.1:4000/auth?x=1")).toBe("http://127.0.0.1:4000/auth?x=1");
    expect(webAddress("HTTPS://Login.Example.com")).toBe("https://login.example.com/");
  });

  it("refuses what a page must not send the browser to", () => {
    for (const address of ["javascript:alert(1)", "data:text/html,<b>x</b>", "/dashboard", "//evil.example", ""]) {
      expect(webAddress(address)).toBeNull();
    }
  });
});
