import { createLazyRoute } from "@tanstack/react-router";

export const compareLazyRoute = createLazyRoute("/app/{-$locale}/compare")({ component: ComparePage });

function ComparePage() {
  return <h1 className="text-3xl font-bold tracking-tight">Compare</h1>;
}
