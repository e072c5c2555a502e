import { describe, expect, it } from "vitest";
import { readCookie } from "#web/lib/read-cookie";

describe("readCookie (the browser's document.cookie)", () => {
  it("finds a cookie among others and decodes it", () => {
    expect(readCookie("a=1; locale=he; sidebar_state=false", "locale")).toBe("he");
    expect(readCookie("x=a%3Db", "x")).toBe("a=b");
    expect(readCookie(null, "locale")).toBeUndefined();
  });

  it("ignores a value that cannot be decoded, instead of throwing", () => {
    expect(readCookie("locale=%", "locale")).toBeUndefined();
    expect(readCookie("session=%E0%A4%A; locale=fr", "session")).toBeUndefined();
    expect(readCookie("session=%E0%A4%A; locale=fr", "locale")).toBe("fr");
  });
});
