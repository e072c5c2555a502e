import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { workerVarArgs } from "#scripts/worker-vars";

const settings = (args: string[]) =>
  Object.fromEntries(
    args
      .filter((_, i) => args[i - 1] === "--var")
      .map((pair) => [pair.slice(0, pair.indexOf(":")), pair.slice(pair.indexOf(":") + 1)]),
  );

describe("the settings npm start gives wrangler dev", () => {
  it("runs the Worker as development, at its localhost address, unless told otherwise", () => {
    expect(settings(workerVarArgs({}, "3000"))).toEqual({
      ENVIRONMENT: "development",
      SITE_URL: "http://localhost:3000",
    });
  });

  it("passes the caller's settings on, and only the Worker's", () => {
    const args = workerVarArgs(
      {
        ENVIRONMENT: "production",
        SITE_URL: "https://site.example",
        SESSION_SECRET: "from the caller",
        HOME: "/root",
      },
      "8787",
    );
    expect(settings(args)).toEqual({
      ENVIRONMENT: "production",
      SITE_URL: "https://site.example",
      SESSION_SECRET: "from the caller",
    });
  });
});

describe("wrangler.toml", () => {
  it("ships no ENVIRONMENT: a plain `wrangler deploy` is production", () => {
    const toml = readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8");
    expect(toml).not.toMatch(/^\s*ENVIRONMENT\s*=/m);
  });
});
