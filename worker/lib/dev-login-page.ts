import { html } from "hono/html";
import { plainPage } from "./plain-page";

/**
 * The built-in sign-in page of local development (no identity provider configured, ENVIRONMENT
 * is `development`): any e-mail signs in, and the seeded admin@example.com is an admin.
 */
export function devLoginPage(returnTo: string) {
  return plainPage(
    "Local sign-in",
    html`<h1>Local sign-in</h1>
      <p class="note">
        No identity provider is configured, so this development server signs you in with any e-mail.
        <code>admin@example.com</code> is the seeded admin.
      </p>
      <form method="post" action="/api/login/dev">
        <input type="hidden" name="returnTo" value="${returnTo}" />
        <label for="email">E-mail</label>
        <input id="email" name="email" type="email" required autocomplete="email" autofocus />
        <label for="firstName">First name</label>
        <input id="firstName" name="firstName" autocomplete="given-name" />
        <label for="lastName">Last name</label>
        <input id="lastName" name="lastName" autocomplete="family-name" />
        <button type="submit">Sign in</button>
      </form>`,
  );
}
