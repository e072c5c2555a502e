/**
 * Whether a write failed on a UNIQUE constraint whose SQLite message matches `target` (e.g.
 * /reviews\.user_id, reviews\.provider_id/). drizzle and D1 wrap the driver's error, so the text may
 * sit on any level of the cause chain.
 */
export function isUniqueViolation(error: unknown, target: RegExp): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e.message.includes("UNIQUE constraint failed") && target.test(e.message)) return true;
  }
  return false;
}
