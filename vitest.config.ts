import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

/**
 * Three suites, all run by `npm test`:
 *  - worker: the real Worker in workerd against a real local D1 with the migrations applied;
 *  - node: services over libSQL and pure logic;
 *  - e2e: Chromium (playwright-core) against the server `npm start` runs.
 */
export default defineConfig(async () => {
  const migrations = await readD1Migrations("schema/migrations");
  return {
    resolve: { tsconfigPaths: true as const },
    test: {
      projects: [
        {
          extends: true as const,
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.toml" },
              // Development, as `npm start` runs it; tests of a deployment override ENVIRONMENT.
              miniflare: { bindings: { TEST_MIGRATIONS: migrations, ENVIRONMENT: "development" } },
            }),
          ],
          test: {
            name: "worker",
            include: ["test/worker/**/*.test.ts"],
            setupFiles: ["test/worker/apply-migrations.ts"],
          },
        },
        {
          extends: true as const,
          test: {
            name: "node",
            environment: "node",
            include: ["test/services/**/*.test.ts", "test/unit/**/*.test.ts"],
          },
        },
        {
          extends: true as const,
          test: {
            name: "e2e",
            environment: "node",
            include: ["e2e/**/*.test.ts"],
            globalSetup: ["e2e/support/global-setup.ts"],
            fileParallelism: false,
            testTimeout: 60_000,
            hookTimeout: 180_000,
          },
        },
      ],
    },
  };
});
