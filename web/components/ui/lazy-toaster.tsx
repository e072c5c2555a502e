import { lazy, Suspense, useEffect, useState } from "react";
import { onFirstToast } from "./first-toast";

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

/** The notification area, whose code loads with the first notification and then stays. */
export function LazyToaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onFirstToast(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
