import { Hono } from "hono";
import { createDb } from "./lib/db";
import { apiNotFound, handleError } from "./lib/errors";
import { renderPage } from "./render";
import { providersRoutes } from "./routes/providers";
import { promotionsRoutes } from "./routes/promotions";
import { uiStringsRoutes } from "./routes/ui-strings";
import type { AppEnv } from "./types";

/** The JSON API: one sub-app per resource. Unknown `/api/*` paths are a JSON 404, never a page. */
export const api = new Hono<AppEnv>()
  .basePath("/api")
  .use(async (c, next) => {
    c.set("db", createDb(c.env.DB));
    await next();
  })
  .route("/providers", providersRoutes)
  .route("/promotions", promotionsRoutes)
  .route("/ui-strings", uiStringsRoutes);
api.all("*", apiNotFound);
api.onError(handleError);

export type ApiType = typeof api;

/** API first, then every other GET is a server-rendered page (static assets never reach here). */
export const app = new Hono<AppEnv>().route("/", api).get("*", (c) =>
  renderPage(c, async (path, init) => {
    const headers = new Headers(init?.headers);
    const cookie = c.req.header("cookie");
    if (cookie) headers.set("cookie", cookie);
    return api.request(path, { ...init, headers }, c.env, c.executionCtx);
  }),
);
app.onError(handleError);
