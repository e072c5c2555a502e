import { Hono } from "hono";
import { listAuditLog } from "#worker/services/admin-access";
import type { AppEnv } from "#worker/types";

export const auditLogRoutes = new Hono<AppEnv>().get("/", async (c) =>
  c.json(await listAuditLog(c.get("db"))),
);
