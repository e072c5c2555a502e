import { Hono } from "hono";
import { listAuditLog } from "../../services/admin-access";
import type { AppEnv } from "../../types";

export const auditLogRoutes = new Hono<AppEnv>().get("/", async (c) =>
  c.json(await listAuditLog(c.get("db"))),
);
