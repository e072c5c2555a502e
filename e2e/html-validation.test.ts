import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGE_PATHS } from "#schema/public-pages";
import { baseUrl } from "./support/browser";

/** The Nu Html Checker (vnu-jar) runs on Java: Debian's default-jre-headless. */
const VNU_JAR = createRequire(import.meta.url)("vnu-jar") as string;
const hasJava = spawnSync("java", ["-version"]).status === 0;
if (!hasJava && !process.env.CI)
  console.warn(
    "\n" +
      "!".repeat(78) +
      "\n!!  HTML VALIDATION SKIPPED: no Java found (apt-get install -y default-jre-headless).\n" +
      "!".repeat(78) +
      "\n",
  );

/** Every public page in Greek, English and Hebrew, a provider's page and the calculator's second mode. */
const PATHS = [...PUBLIC_PAGE_PATHS, "/providers/aegeanbet", "/calculator?mode=handicap"];
const PAGES = ["el", "en", "he"].flatMap((locale) =>
  PATHS.map((path) => `/${locale}${path === "/" ? "" : path}`),
);

type VnuMessage = {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
};

const folder = mkdtempSync(join(tmpdir(), "html-validation-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the Nu Html Checker, in its default configuration", () => {
  // In CI a missing Java is a failure, not a skip: the check must run there.
  it.skipIf(!hasJava && !process.env.CI)(
    "finds no error in the server's HTML of any public page (el, en, he)",
    async () => {
      expect(hasJava, "CI must validate the HTML, but no Java was found").toBe(true);
      const files = await Promise.all(
        PAGES.map(async (path, index) => {
          const response = await fetch(new URL(path, baseUrl()));
          expect(response.status, path).toBe(200);
          const file = join(folder, `${index}.html`);
          writeFileSync(file, await response.text());
          return { path, file };
        }),
      );
      // One run for every page: the Java start-up is most of the time.
      const run = spawnSync(
        "java",
        ["-jar", VNU_JAR, "--format", "json", "--exit-zero-always", ...files.map((f) => f.file)],
        {
          encoding: "utf8",
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
      const pathOf = (url = "") =>
        files.find((f) => url.endsWith(`/${f.file.split("/").pop()}`))?.path ?? url;
      const describe = (m: VnuMessage) =>
        `${pathOf(m.url)}:${m.lastLine ?? "?"} ${m.message} ${JSON.stringify(m.extract ?? "")}`;
      const warnings = messages.filter((m) => m.type === "info" && m.subType === "warning");
      if (warnings.length) console.warn(`Nu Html Checker warnings:\n${warnings.map(describe).join("\n")}`);
      expect(messages.filter((m) => m.type !== "info").map(describe)).toEqual([]);
    },
    120_000,
  );
});
