import { ScriptOnce } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useVerificationNeeded } from "#web/features/profile/components/verification-notice";
import { earlyPressesScript } from "#web/islands/early-presses";
import { OfferBreakNotice } from "#web/features/offer-break/offer-break-notice";
import { Island } from "#web/islands/island";
import { AppShell } from "./app-shell";
import { MobileNavDialog } from "./mobile-nav-dialog";

/**
 * The public shell of a document page, rendered only by the server: the app's shell, with the
 * verification banner and the notification area as islands, and the phones' navigation as the
 * browser's dialog (the shell's script, web/islands/shell.ts, does the rest). The verification
 * banner's text is its server HTML: only its button needs its code, which a first touch brings (a
 * press before it came is replayed). During a break from offers, its notice heads every page.
 */
export default function DocumentShell({ children }: { children: ReactNode }) {
  const verification = useVerificationNeeded() && (
    <Island name="verification-banner" props={{}} trigger="interaction" laterStrings={["verification."]} />
  );
  return (
    <>
      <ScriptOnce>{earlyPressesScript}</ScriptOnce>
      <AppShell
        verification={verification}
        after={
          <>
            <MobileNavDialog />
            <Island name="toaster" props={{}} trigger="toast" />
          </>
        }
      >
        <OfferBreakNotice />
        {children}
      </AppShell>
    </>
  );
}
