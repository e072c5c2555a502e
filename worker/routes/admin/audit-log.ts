import { Hono } from "hono";
import { listAuditLog } from "#worker/services/admin-access";
import { requirePermission } from "#worker/middleware/session";
import type { AppEnv } from "#worker/types";

export const auditLogRoutes = new Hono<AppEnv>().get("/", requirePermission("audit_log"), async (c) =>
  c.json(await listAuditLog(c.get("db"))),
);
