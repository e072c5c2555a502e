import { createLazyRoute } from "@tanstack/react-router";
import { ImportPage } from "#web/features/admin/import/components/import-page";

export const adminImportLazyRoute = createLazyRoute("/admin/import")({ component: ImportPage });
