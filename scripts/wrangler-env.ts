/** Environment for every wrangler call: no telemetry, no request.cf lookup, no update check. */
export const wranglerEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
};

/** `--persist-to DIR` when STATE_DIR is set (tests use a throwaway database), else wrangler's default. */
export function persistArgs() {
  return process.env.STATE_DIR ? ["--persist-to", process.env.STATE_DIR] : [];
}
