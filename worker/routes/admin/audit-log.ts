import { Hono } from "hono";
import { AUDIT_LOG_MAX_PAGE_SIZE, AUDIT_LOG_PAGE_SIZE } from "#schema/api/admin";
import { pagingQuery } from "#worker/lib/route-inputs";
import { validate } from "#worker/lib/validate";
import { listAuditLog } from "#worker/services/audit-log";
import { requirePermission } from "#worker/middleware/session";
import type { AppEnv } from "#worker/types";

export const auditLogReaders = requirePermission("audit_log");
export const auditLogPage = pagingQuery(AUDIT_LOG_PAGE_SIZE, AUDIT_LOG_MAX_PAGE_SIZE);

export const auditLogRoutes = new Hono<AppEnv>().get(
  "/",
  auditLogReaders,
  validate("query", auditLogPage),
  async (c) => c.json(await listAuditLog(c.get("db"), c.req.valid("query"))),
);
