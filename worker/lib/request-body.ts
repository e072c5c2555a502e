import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";

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
      throw new HTTPException(400, { message: "Malformed JSON in request body" });
    });
  }
  if (FORM_TYPES.has(type)) {
    return c.req.formData().then(
      (form) => Object.fromEntries(form),
      () => {
        throw new HTTPException(400, { message: "Malformed form data in request body" });
      },
    );
  }
  return {};
}
