import { createLazyRoute, useLocation } from "@tanstack/react-router";
import { BannerSlot } from "#web/features/banners/banner-slot";
import { OwnStrings } from "#web/i18n/own-strings";
import { useT } from "#web/i18n/use-t";
import { Island } from "#web/islands/island";

export const calculatorLazyRoute = createLazyRoute("/app/{-$locale}/calculator")({
  component: () => (
    <OwnStrings part="calculator">
      <CalculatorPage />
    </OwnStrings>
  ),
});

/**
 * A document page whose first screen is the calculator: an island that runs at load, in the mode the
 * address names. What it shows only once the visitor types (results, outcomes, what is wrong with a
 * number) and the other mode's texts travel with it.
 */
function CalculatorPage() {
  const { t } = useT();
  const { mode = "single" } = calculatorLazyRoute.useSearch();
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <div className="space-y-6">
      <BannerSlot page="calculator" placement="hero" />
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("calculator.title")}</h1>
        <p className="text-muted-foreground">{t("calculator.subtitle")}</p>
      </header>
      <Island
        name="calculator"
        props={{ pathname, mode }}
        trigger="interaction"
        laterStrings={["calculator.", "validation.number_"]}
      />
      <BannerSlot page="calculator" placement="sticky_footer" />
    </div>
  );
}
