import { Hono } from "hono";
import { AUDIT_LOG_MAX_PAGE_SIZE, AUDIT_LOG_PAGE_SIZE } from "#schema/api/admin";
import { pagingQuery } from "#worker/lib/route-inputs";
import { validate } from "#worker/lib/validate";
import { listAuditLog } from "#worker/services/audit-log";
import { requirePermission } from "#worker/middleware/session";
import type { AppEnv } from "#worker/types";

export const auditLogRoutes = new Hono<AppEnv>().get(
  "/",
  requirePermission("audit_log"),
  validate("query", pagingQuery(AUDIT_LOG_PAGE_SIZE, AUDIT_LOG_MAX_PAGE_SIZE)),
  async (c) => c.json(await listAuditLog(c.get("db"), c.req.valid("query"))),
);
