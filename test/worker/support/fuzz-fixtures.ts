import type { SavedProvider } from "#schema/api/admin-providers";
import { emailTemplates, uiStrings } from "#schema/content";
import { EMAIL_TEMPLATE_NAMES } from "#schema/email-template-names";
import { LOCALES } from "#schema/locales";
import { call, db, jsonWrite, setUser, signIn } from "./client";
import { knownGoodBodies, providerBody, reviewText, type Fixtures } from "./fuzz-bodies";

/** Who sends the fuzzer's requests; a signed-in identity keeps its cookie here (it is renewed when a request ends its session). */
export type Identity = {
  name: "anonymous" | "user" | "admin";
  email?: string;
  cookie?: string;
  userId?: string;
};

/** Puts a signed-in identity back as it was: its own session, and its role (a fuzzed write may sign it out or change it). */
export async function restore(identity: Identity) {
  if (!identity.email) return;
  const me = (await (await call("/api/me", { headers: { cookie: identity.cookie! } })).json()) as {
    user: { email: string } | null;
  };
  if (me.user?.email !== identity.email) Object.assign(identity, await signIn(identity.email));
  await setUser(
    identity.userId!,
    identity.name === "admin"
      ? { role: "admin", roleAssignedAt: new Date() }
      : { role: "analyst", roleAssignedAt: null },
  );
}

const UI_STRING_KEY = "fuzz.home";

async function created(path: string, body: unknown, cookie: string, method = "POST") {
  const response = await call(path, jsonWrite(method, body, cookie));
  if (!response.ok) throw new Error(`fixture ${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown> & { id: string };
}

/**
 * The identities, and one of each thing the API addresses by id (made through the API itself), so
 * that fuzzed requests reach past "not found": `known` lists every id and key a path may name.
 */
export async function fuzzWorld() {
  const admin: Identity = { name: "admin", email: "fuzz-admin@example.com" };
  const user: Identity = { name: "user", email: "fuzz-user@example.com" };
  Object.assign(admin, await signIn(admin.email!));
  Object.assign(user, await signIn(user.email!));
  await restore(admin);
  const author = await signIn("fuzz-author@example.com");

  const provider = (await created(
    "/api/admin/providers",
    providerBody("Fuzz Bet"),
    admin.cookie!,
  )) as unknown as SavedProvider;
  const slug = provider.translations.find((t) => t.locale === "en")!.slug!;
  const fixtures: Fixtures = { providerId: provider.id, providerSlug: slug, month: "2025-01" };
  const bodies = knownGoodBodies(fixtures);
  const make = (route: string, cookie = admin.cookie!) =>
    created(route.split(" ")[1]!, bodies[route]!.body, cookie, route.split(" ")[0]);

  const promotion = await make("POST /api/admin/promotions");
  const banner = await make("POST /api/admin/banners");
  const rating = await make("POST /api/admin/external-ratings");
  const step = await make("POST /api/admin/onboarding-steps");
  const { review } = (await created(
    "/api/reviews",
    { providerId: provider.id, rating: 5, reviewText },
    author.cookie,
  )) as unknown as {
    review: { id: string };
  };
  await created(`/api/admin/reviews/${review.id}`, { status: "approved" }, admin.cookie!, "PUT");
  // The worker tests start with empty tables; a deployment's seed gives it its mail templates.
  await db().insert(uiStrings).values({ key: UI_STRING_KEY, en: "Home", el: "Αρχική" });
  // One statement per template: D1 binds at most 100 values per statement.
  for (const name of Object.values(EMAIL_TEMPLATE_NAMES)) {
    await db()
      .insert(emailTemplates)
      .values(
        LOCALES.map((locale) => ({
          name,
          locale,
          subject: name,
          htmlContent: `<p>{{name}} <a href="{{link}}">go</a></p>`,
        })),
      );
  }

  const known = [
    provider.id,
    slug,
    promotion.id,
    banner.id,
    rating.id,
    step.id,
    review.id,
    UI_STRING_KEY,
    user.userId!,
    author.userId,
    fixtures.month,
  ];
  return { identities: [{ name: "anonymous" } as Identity, user, admin], fixtures, bodies, known };
}
