import { createLazyRoute } from "@tanstack/react-router";

export const providerLazyRoute = createLazyRoute("/app/{-$locale}/providers/$providerId")({
  component: ProviderPage,
});

function ProviderPage() {
  return <h1 className="text-3xl font-bold tracking-tight">Provider</h1>;
}
