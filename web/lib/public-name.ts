import type { Vars } from "#web/i18n/translate";

type Translate = (key: string, vars?: Vars) => string;

/**
 * A user's public name (the leaderboard, reviews): their username, else "User " and their public id
 * in the page's language. The server sends nothing else about who they are (schema/public-name.ts).
 */
export function publicName(t: Translate, person: { username: string | null; publicId: string }): string {
  return person.username?.trim() || t("common.user_name", { id: person.publicId });
}
