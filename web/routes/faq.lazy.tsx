import { createLazyRoute } from "@tanstack/react-router";

export const faqLazyRoute = createLazyRoute("/app/{-$locale}/faq")({ component: FaqPage });

function FaqPage() {
  return <h1 className="text-3xl font-bold tracking-tight">Faq</h1>;
}
