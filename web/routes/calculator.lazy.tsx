import { createLazyRoute } from "@tanstack/react-router";

export const calculatorLazyRoute = createLazyRoute("/app/{-$locale}/calculator")({
  component: CalculatorPage,
});

function CalculatorPage() {
  return <h1 className="text-3xl font-bold tracking-tight">Calculator</h1>;
}
