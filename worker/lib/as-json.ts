import type { JSONParsed } from "hono/utils/types";

/** `value` as a route's `c.json` sends it and the browser reads it back: a date becomes its ISO text. */
export const asJson = <T>(value: T) => JSON.parse(JSON.stringify(value)) as JSONParsed<T>;
