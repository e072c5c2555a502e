import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  documentLoads,
  drizzleLeaks,
  firstLoads,
  stylesheetSize,
  type Manifest,
} from "#scripts/bundle-budget";

const SIZES: Record<string, number> = {
  "entry.js": 100,
  "react.js": 60,
  "shared.js": 7,
  "home.js": 5,
  "admin.js": 50,
};
const manifest: Manifest = {
  "web/entry-client.tsx": { file: "entry.js", imports: ["_react"], css: ["app.css"] },
  _react: { file: "react.js" },
  _shared: { file: "shared.js", imports: ["_react"] },
  "web/routes/home.lazy.tsx": { file: "home.js", imports: ["_shared", "_react"], isDynamicEntry: true },
  "web/routes/admin/admin-index.lazy.tsx": { file: "admin.js", imports: ["_shared"], isDynamicEntry: true },
};
const sizeOf = (file: string) => SIZES[file] ?? 3;

describe("first-load budget", () => {
  it("counts the entry, the route's chunk and what they import, each file once", () => {
    expect(firstLoads(manifest, sizeOf)).toEqual([
      { route: "home", js: 100 + 60 + 7 + 5, css: 3 },
      { route: "admin/admin-index", js: 100 + 60 + 7 + 50, css: 3 },
    ]);
  });

  it("weighs the stylesheet every page links: the entry's", () => {
    expect(stylesheetSize(manifest, sizeOf)).toBe(3);
  });

  it("refuses a manifest without the client entry", () => {
    expect(() => firstLoads({}, sizeOf)).toThrow(/entry-client/);
    expect(() => stylesheetSize({}, sizeOf)).toThrow(/entry-client/);
  });

  it("finds drizzle code in built files", () => {
    const dir = mkdtempSync(join(tmpdir(), "assets-"));
    writeFileSync(join(dir, "clean.js"), "export const a = 1;");
    writeFileSync(join(dir, "leak.js"), 'const k = Symbol.for("drizzle:Name");');
    expect(drizzleLeaks([dir])).toEqual([join(dir, "leak.js")]);
  });
});

describe("a document page's budget", () => {
  const islands: Manifest = {
    "web/islands/boot.ts": {
      file: "boot.js",
      imports: ["_shell"],
      dynamicImports: ["web/islands/hydrate-island.tsx", "web/features/x/votes.tsx"],
    },
    _shell: { file: "shell.js" },
    "web/islands/hydrate-island.tsx": { file: "hydrate.js", imports: ["_react"], isDynamicEntry: true },
    _react: { file: "react.js" },
    "web/features/x/votes.tsx": {
      file: "votes.js",
      imports: ["_react", "_shell"],
      dynamicImports: ["web/features/x/dialog.tsx"],
      isDynamicEntry: true,
    },
    "web/features/x/dialog.tsx": { file: "dialog.js", isDynamicEntry: true },
  };
  const sizes: Record<string, number> = {
    "boot.js": 2,
    "shell.js": 1,
    "hydrate.js": 10,
    "react.js": 60,
    "votes.js": 4,
  };

  it("is the boot script alone until an island wakes, then React and that island's own code, each file once", () => {
    expect(documentLoads(islands, (file) => sizes[file] ?? 30)).toEqual([
      { what: "no island yet (boot script)", js: 2 + 1, budget: 10 * 1024 },
      { what: "with web/features/x/votes.tsx", js: 2 + 1 + 10 + 60 + 4 },
    ]);
  });

  it("refuses a manifest without the boot script", () => {
    expect(() => documentLoads({}, () => 1)).toThrow(/boot/);
  });
});
