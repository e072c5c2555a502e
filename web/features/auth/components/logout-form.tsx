import type { ReactNode } from "react";

/**
 * Signs out with a plain form post, so it works before hydration and without JavaScript, and a link
 * from another site cannot do the same. The server ends the session and lands on the home page.
 * The form takes no room of its own (`contents`): its submit button sits where a link would.
 */
export function LogoutForm({ children }: { children: ReactNode }) {
  return (
    <form method="post" action="/api/logout" className="contents">
      {children}
    </form>
  );
}
