import { providers } from "#schema/providers";
import { providerRepresentatives } from "#schema/representatives";
import { call, db, jsonWrite, setUser, signIn } from "./client";

export type Person = { cookie: string; userId: string };

/** Everyone a case may meet: its player, the company's representative, outsiders and staff. */
export type Cast = {
  player: Person;
  unverified: Person;
  representative: Person;
  otherRepresentative: Person;
  plainUser: Person;
  editor: Person;
  translator: Person;
};

export const VALID_FILING = {
  category: "withdrawal",
  amount: 250.5,
  description: "My withdrawal of 250.50 euro has been pending for three weeks without any answer.",
  desiredOutcome: "Pay out my withdrawal.",
};

/**
 * Two active providers (`{prefix}-p`, `{prefix}-q`), each with an active representative, and a
 * signed-in account for every part a test needs; the representatives' rows are written directly.
 */
export async function castFor(prefix: string): Promise<Cast> {
  await db()
    .insert(providers)
    .values([
      { id: `${prefix}-p`, brand: "Case Bet", domain: `${prefix}-p.example`, licenseId: `${prefix}-1` },
      { id: `${prefix}-q`, brand: "Other Bet", domain: `${prefix}-q.example`, licenseId: `${prefix}-2` },
    ]);
  const person = (name: string) => signIn(`${prefix}-${name}@example.com`);
  const [player, unverified, representative, otherRepresentative, plainUser, editor, translator] =
    await Promise.all(
      ["player", "unverified", "rep", "other-rep", "plain", "editor", "translator"].map(person),
    );
  await Promise.all([
    setUser(player!.userId, { emailVerified: true, username: `${prefix}_player` }),
    setUser(representative!.userId, { emailVerified: true, locale: "fr" }),
    setUser(otherRepresentative!.userId, { emailVerified: true }),
    setUser(plainUser!.userId, { emailVerified: true }),
    setUser(editor!.userId, { role: "editor", roleAssignedAt: new Date(), emailVerified: true }),
    setUser(translator!.userId, { role: "translator", roleAssignedAt: new Date(), emailVerified: true }),
  ]);
  await db()
    .insert(providerRepresentatives)
    .values([
      {
        providerId: `${prefix}-p`,
        email: `${prefix}-rep@example.com`,
        userId: representative!.userId,
        status: "active",
      },
      {
        providerId: `${prefix}-q`,
        email: `${prefix}-other-rep@example.com`,
        userId: otherRepresentative!.userId,
        status: "active",
      },
    ]);
  return {
    player: player!,
    unverified: unverified!,
    representative: representative!,
    otherRepresentative: otherRepresentative!,
    plainUser: plainUser!,
    editor: editor!,
    translator: translator!,
  };
}

/** A write as `who` (anonymous when undefined). */
export const post = (path: string, body: unknown, who?: Person) =>
  call(path, jsonWrite("POST", body, who?.cookie));

/** A read as `who` (anonymous when undefined). */
export const read = (path: string, who?: Person) =>
  call(path, who ? { headers: { cookie: who.cookie } } : {});

/** Files a complaint as the player and returns its id. */
export async function file(player: Person, providerId: string, extra: Record<string, unknown> = {}) {
  const response = await post("/api/complaints", { ...VALID_FILING, providerId, ...extra }, player);
  if (response.status !== 201) throw new Error(`filing failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}
