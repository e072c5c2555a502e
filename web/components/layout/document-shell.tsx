import type { ReactNode } from "react";
import { useVerificationNeeded } from "#web/features/profile/components/verification-notice";
import { Island } from "#web/islands/island";
import { AppShell } from "./app-shell";
import { MobileNavDialog } from "./mobile-nav-dialog";

/**
 * The public shell of a document page, rendered only by the server: the app's shell, with the
 * verification banner and the notification area as islands, and the phones' navigation as the
 * browser's dialog (the shell's script, web/islands/shell.ts, does the rest).
 */
export default function DocumentShell({ children }: { children: ReactNode }) {
  const verification = useVerificationNeeded() && (
    <Island name="verification-banner" props={{}} trigger="visible" laterStrings={["verification."]} />
  );
  return (
    <AppShell
      verification={verification}
      after={
        <>
          <MobileNavDialog />
          <Island name="toaster" props={{}} trigger="toast" />
        </>
      }
    >
      {children}
    </AppShell>
  );
}
