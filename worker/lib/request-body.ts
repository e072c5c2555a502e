import type { Context } from "hono";
import { apiError } from "./errors";

export const JSON_TYPE = "application/json";
/** What an HTML form sends. */
export const FORM_TYPES: ReadonlySet<string> = new Set([
  "application/x-www-form-urlencoded",
  "multipart/form-data",
]);

/** The media type of the request body, lower-cased without parameters; "" when none is named. */
export const mediaTypeOf = (c: Context) =>
  (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();

/** The body of a route that takes JSON or an HTML form; one that cannot be parsed is a 400. */
export async function readJsonOrForm(c: Context): Promise<unknown> {
  const type = mediaTypeOf(c);
  if (type === JSON_TYPE) {
    return c.req.json().catch(() => {
      throw apiError(400, "api.error.malformed_json");
    });
  }
  if (FORM_TYPES.has(type)) {
    return c.req.formData().then(
      (form) => Object.fromEntries(form),
      () => {
        throw apiError(400, "api.error.malformed_form");
      },
    );
  }
  return {};
}
