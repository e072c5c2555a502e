import type { Context } from "hono";
import type { AppEnv } from "../types";

/**
 * Work that must not change the answer's timing or content (a mail): after the response where the
 * runtime allows. A failure is logged under `what`.
 */
export function inBackground(c: Context<AppEnv>, what: string, work: Promise<unknown>) {
  const logged = work.catch((error: unknown) => console.error(`${what} failed:`, error));
  try {
    c.executionCtx.waitUntil(logged);
    return Promise.resolve();
  } catch {
    // No execution context (a plain app.request): wait here instead.
    return logged;
  }
}
