import { html } from "hono/html";
import { plainPage } from "./plain-page";

/**
 * What a link to /api/logout shows: a button whose form posts the sign-out. A link alone never
 * signs anyone out, so another site cannot do it with a link or an image.
 */
export function logoutPage() {
  return plainPage(
    "Sign out",
    html`<h1>Sign out</h1>
      <form method="post" action="/api/logout">
        <button type="submit">Sign out</button>
      </form>
      <p><a href="/">Back to the site</a></p>`,
  );
}
