import { lazy, Suspense } from "react";

const NewsletterDialog = lazy(() => import("./components/newsletter-dialog"));

/**
 * A step between the menu page and the dialog: the page's chunk names only this small file, and
 * this file names the dialog's half a dozen chunks (form, checks, Radix), so their names stay off
 * the menu page's first load, which is at the edge of its budget.
 */
export default function LazyNewsletterDialog({ onClose }: { onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <NewsletterDialog onClose={onClose} />
    </Suspense>
  );
}
