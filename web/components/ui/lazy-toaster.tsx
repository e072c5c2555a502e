import { lazy, Suspense, useState } from "react";
import { useToast } from "./toast-store";

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

/** The notification area, whose code loads with the first notification and then stays. */
export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
