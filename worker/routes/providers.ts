import { Hono } from "hono";
import { localeQuerySchema } from "../lib/locale-query";
import { validate } from "../lib/validate";
import { listActiveProviders } from "../services/providers";
import type { AppEnv } from "../types";

export const providersRoutes = new Hono<AppEnv>().get(
  "/",
  validate("query", localeQuerySchema),
  async (c) => {
    const { locale } = c.req.valid("query");
    return c.json(await listActiveProviders(c.get("db"), locale));
  },
);
