import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeReturnPath } from "#schema/return-path";

const SITE = "https://site.example";

/** The oracle, written apart from the code: what a browser would do with the path. */
function isSameSitePath(path: string): boolean {
  return (
    path.startsWith("/") &&
    !path.startsWith("//") &&
    !path.startsWith("/\\") &&
    // eslint-disable-next-line no-control-regex -- control characters are what must not appear
    !/[\u0000-\u001f\u007f-\u009f]/.test(path) &&
    new URL(path, SITE).origin === SITE
  );
}

/** Paths built from the pieces that path tricks are made of: slashes, dot segments, escapes. */
const SEGMENTS = [
  "",
  ".",
  "..",
  "%2e",
  "%2E.",
  "evil.com",
  "a",
  "\\",
  "\t",
  "\n",
  "%",
  "%2f",
  "@",
  ":",
  "?",
  "#",
];
const pathLike = fc
  .array(fc.tuple(fc.constantFrom("/", "/", "\\"), fc.constantFrom(...SEGMENTS)), { maxLength: 6 })
  .map((pairs) => pairs.map(([separator, segment]) => separator + segment).join(""));

/** Any text, also with C0 and C1 controls, DEL and lone surrogates. */
const anyInput = fc.oneof(pathLike, fc.string(), fc.string({ unit: "binary" }));

describe("safeReturnPath", () => {
  it.each([
    ["/", "/"],
    ["/profile", "/profile"],
    ["/he/providers?q=bet&sort=name", "/he/providers?q=bet&sort=name"],
    ["/providers/aegeanbet#reviews", "/providers/aegeanbet#reviews"],
    ["/en/menu?tab=account#top", "/en/menu?tab=account#top"],
    ["/providers/abc?x=%2F%2Fhost", "/providers/abc?x=%2F%2Fhost"],
  ])("keeps the same-site path %j (with its query and hash)", (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it("normalises dot segments without leaving the site", () => {
    expect(safeReturnPath("/a/../profile")).toBe("/profile");
    expect(safeReturnPath("/../../etc")).toBe("/etc");
  });

  it.each([
    "https://evil.example/x",
    "http://127.0.0.1:9/x",
    "//evil.example/x",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/.//evil.com",
    "/./\\evil.com",
    "/a/..//evil.com",
    "/%2e//evil.com",
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
    expect(safeReturnPath(value)).toBe("/");
  });

  it("is the home page without a value", () => {
    expect(safeReturnPath(undefined)).toBe("/");
    expect(safeReturnPath(null)).toBe("/");
  });

  it("always gives a path of this site", () => {
    fc.assert(
      fc.property(anyInput, (value) => isSameSitePath(safeReturnPath(value))),
      { numRuns: 20_000 },
    );
  });

  it("gives the same path however many times it is applied", () => {
    fc.assert(
      fc.property(anyInput, (value) => {
        const once = safeReturnPath(value);
        return safeReturnPath(once) === once;
      }),
      { numRuns: 20_000 },
    );
  });
});
