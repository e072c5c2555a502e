/** Settings a developer (or the browser tests) may give `npm start` through its environment. */
const PASSED_TO_WORKER = [
  "ENVIRONMENT",
  "SITE_URL",
  "SESSION_SECRET",
  "OIDC_ISSUER",
  "OIDC_CLIENT_ID",
  "OIDC_CLIENT_SECRET",
  "ADMIN_EMAIL",
  "PAYOUT_ENCRYPTION_KEY",
  "MAIL_TRANSPORT",
  "MAIL_FROM",
  "MAIL_HTTP_URL",
  "MAIL_HTTP_KEY",
];

/**
 * `--var NAME:value` arguments for `wrangler dev`. npm start is local development unless the caller
 * says otherwise (wrangler.toml sets no ENVIRONMENT, so a deploy never is), served at localhost.
 */
export function workerVarArgs(environment: NodeJS.ProcessEnv, port: string): string[] {
  const settings: Record<string, string | undefined> = {
    ENVIRONMENT: "development",
    SITE_URL: `http://localhost:${port}`,
  };
  for (const name of PASSED_TO_WORKER) if (environment[name]) settings[name] = environment[name];
  return Object.entries(settings).flatMap(([name, value]) => (value ? ["--var", `${name}:${value}`] : []));
}
