/**
 * Whether a write failed on a UNIQUE constraint whose SQLite message matches `target` (e.g.
 * /reviews\.user_id, reviews\.provider_id/). drizzle and D1 wrap the driver's error, so the text may
 * sit on any level of the cause chain.
 */
export const isUniqueViolation = (error: unknown, target: RegExp) =>
  failedWith(error, (message) => message.includes("UNIQUE constraint failed") && target.test(message));

/** Whether a write failed because a row it refers to (by foreign key) does not exist. */
export const isForeignKeyViolation = (error: unknown) =>
  failedWith(error, (message) => message.includes("FOREIGN KEY constraint failed"));

function failedWith(error: unknown, matches: (message: string) => boolean): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) if (matches(e.message)) return true;
  return false;
}
