import { useEffect, useRef } from "react";
import { toast } from "#web/components/ui/toast-store";
import { useT } from "#web/i18n/use-t";

export type VerificationOutcome = "verified" | "invalid" | "expired";

/** What the e-mail link's landing address says: /profile?emailVerified=1 or ?emailVerification=... */
export function verificationOutcome(search: {
  emailVerified?: unknown;
  emailVerification?: unknown;
}): VerificationOutcome | undefined {
  if (search.emailVerified !== undefined) return "verified";
  if (search.emailVerification === "invalid" || search.emailVerification === "expired")
    return search.emailVerification;
  return undefined;
}

export const VERIFICATION_TOAST_KEYS: Record<VerificationOutcome, { title: string; description: string }> = {
  verified: { title: "verification.result.verified_title", description: "verification.result.verified_text" },
  invalid: { title: "verification.result.invalid_title", description: "verification.result.invalid_text" },
  expired: { title: "verification.result.expired_title", description: "verification.result.expired_text" },
};

/** Says once how the verification link went, then lets the caller drop the parameter from the URL. */
export function useVerificationResultToast(outcome: VerificationOutcome | undefined, clear: () => void) {
  const { t } = useT();
  const shown = useRef(false);
  useEffect(() => {
    if (!outcome) {
      shown.current = false;
      return;
    }
    if (shown.current) return;
    shown.current = true;
    const keys = VERIFICATION_TOAST_KEYS[outcome];
    toast({
      variant: outcome === "verified" ? "default" : "destructive",
      title: t(keys.title),
      description: t(keys.description),
    });
    clear();
  }, [outcome, clear, t]);
}
