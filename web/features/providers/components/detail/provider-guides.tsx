import { useQuery } from "@tanstack/react-query";
import type { FaqItem } from "#schema/api/providers";
import { useT } from "#web/i18n/use-t";
import { onboardingQuery } from "#web/features/providers/detail-api";

/** The provider's active "how to join" steps, in order; nothing when it has none. */
export function HowToJoin({ providerKey }: { providerKey: string }) {
  const { t, locale } = useT();
  const { data } = useQuery(onboardingQuery(providerKey, locale));
  if (!data?.length) return null;
  return (
    <section aria-labelledby="how-to-join" className="space-y-3">
      <h2 id="how-to-join" className="text-2xl font-bold tracking-tight">
        {t("provider.join.title")}
      </h2>
      <ol className="space-y-3">
        {data.map((step, index) => (
          <li key={step.id} className="flex gap-3 rounded-lg border p-4">
            <span
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <div className="space-y-1">
              <h3 className="font-semibold">{step.title}</h3>
              <p className="text-sm text-muted-foreground">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The provider's questions and answers: native <details> sharing one `name`, so opening one closes
 * the other (one open at a time) with no script, before hydration too.
 */
export function ProviderFaq({ items }: { items: FaqItem[] }) {
  const { t } = useT();
  return (
    <section aria-labelledby="provider-faq" className="space-y-3">
      <h2 id="provider-faq" className="text-2xl font-bold tracking-tight">
        {t("faq.title")}
      </h2>
      <div className="divide-y rounded-lg border">
        {items.map((item) => (
          <details key={item.question} name="provider-faq" className="group px-4">
            <summary className="cursor-pointer py-3 font-medium marker:text-muted-foreground">
              {item.question}
            </summary>
            <p className="pb-3 whitespace-pre-line text-muted-foreground">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
