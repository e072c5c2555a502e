import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** schema/ modules that define drizzle tables (or column helpers): never imported by the browser. */
/** Import patterns a folder may not use, beside the rule for every file: no climbing folders. */
const restrictImports = (...patterns) => [
  "error",
  {
    patterns: [
      { group: ["../../*"], message: "Use a #alias (tsconfig paths) instead of climbing folders." },
      ...patterns,
    ],
  },
];

const TABLE_MODULES = [
  "audit",
  "banners",
  "columns",
  "content",
  "contest",
  "onboarding",
  "promotions",
  "providers",
  "rate-limits",
  "reviews",
  "users",
];

export default tseslint.config(
  { ignores: ["dist", ".wrangler", "node_modules", "schema/migrations", "coverage"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-restricted-imports": restrictImports(),
    },
  },
  {
    // The browser never reads the Worker's code, not even its types: the API contract is in schema/api.
    files: ["web/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": restrictImports(
        { group: ["\\#worker/*"], message: "web/ reads API types from #schema/api, never from worker/." },
        {
          group: TABLE_MODULES.map((name) => `\\#schema/${name}`),
          message: "Table modules bring drizzle into the browser: import a plain-zod module of #schema/api.",
        },
      ),
    },
  },
  {
    // Only the server renderer reaches into the web app.
    files: ["worker/**/*.{ts,tsx}"],
    ignores: ["worker/render.tsx"],
    rules: {
      "no-restricted-imports": restrictImports({
        group: ["\\#web/*"],
        message: "Only worker/render.tsx imports the web app.",
      }),
    },
  },
);
