import { createLazyRoute } from "@tanstack/react-router";
import { NewsletterPage } from "#web/features/admin/newsletter/components/newsletter-page";

function NewsletterRoute() {
  const navigate = adminNewsletterLazyRoute.useNavigate();
  return (
    <NewsletterPage
      search={adminNewsletterLazyRoute.useSearch()}
      onSearchChange={(search) => void navigate({ search })}
    />
  );
}

export const adminNewsletterLazyRoute = createLazyRoute("/admin/newsletter")({ component: NewsletterRoute });
