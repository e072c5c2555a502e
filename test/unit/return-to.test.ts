import { describe, expect, it } from "vitest";
import { safeReturnTo } from "#worker/lib/return-to";

describe("safeReturnTo", () => {
  it.each([
    ["/", "/"],
    ["/profile", "/profile"],
    ["/he/providers?q=bet&sort=name", "/he/providers?q=bet&sort=name"],
    ["/providers/aegeanbet#reviews", "/providers/aegeanbet#reviews"],
    ["/en/menu?tab=account#top", "/en/menu?tab=account#top"],
  ])("keeps the same-site path %j (with its query and hash)", (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it("normalises dot segments without leaving the site", () => {
    expect(safeReturnTo("/a/../profile")).toBe("/profile");
    expect(safeReturnTo("/../../etc")).toBe("/etc");
  });

  it.each([
    "https://evil.example/x",
    "http://127.0.0.1:9/x",
    "//evil.example/x",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "/\u0000/evil.example",
    "\u0001/profile",
    " /profile",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "profile",
    "evil.example",
    "",
  ])("sends %j to the home page instead", (value) => {
    expect(safeReturnTo(value)).toBe("/");
  });

  it("is the home page without a value", () => {
    expect(safeReturnTo(undefined)).toBe("/");
    expect(safeReturnTo(null)).toBe("/");
  });
});
