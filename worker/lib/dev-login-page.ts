import { html } from "hono/html";

/**
 * The built-in sign-in page of local development (no identity provider configured, not
 * production): any e-mail signs in, and the seeded admin@example.com is an admin.
 */
export function devLoginPage(returnTo: string) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>Local sign-in</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style>
          body {
            font:
              16px/1.5 system-ui,
              sans-serif;
            max-width: 26rem;
            margin: 4rem auto;
            padding: 0 1rem;
          }
          label {
            display: block;
            margin-top: 1rem;
            font-weight: 600;
          }
          input {
            width: 100%;
            box-sizing: border-box;
            padding: 0.5rem;
            font: inherit;
          }
          button {
            margin-top: 1.5rem;
            padding: 0.6rem 1.2rem;
            font: inherit;
          }
          p.note {
            color: #555;
            font-size: 0.9rem;
          }
        </style>
      </head>
      <body>
        <main>
          <h1>Local sign-in</h1>
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
          </form>
        </main>
      </body>
    </html>`;
}
