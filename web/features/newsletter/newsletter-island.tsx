import { lazy, Suspense, useState } from "react";
import { MailIcon } from "#web/components/icons";
import { Button } from "#web/components/ui/button";
import { useT } from "#web/i18n/use-t";

// The sign-up form (with its checks and Radix's dialog) arrives on the first press of Subscribe.
const NewsletterDialog = lazy(() => import("./components/newsletter-dialog"));

/** The menu's Subscribe button and, once pressed, the sign-up dialog: an island of the menu page. */
export default function NewsletterSignUp() {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <MailIcon aria-hidden="true" />
        {t("menu.newsletter.subscribe")}
      </Button>
      {open && (
        <Suspense>
          <NewsletterDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
