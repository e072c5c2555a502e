import { createLazyRoute } from "@tanstack/react-router";
import { RegisterPage } from "#web/features/admin/register/components/register-page";

export const adminRegisterLazyRoute = createLazyRoute("/admin/register")({ component: RegisterPage });
