import type { ExternalRatingSource } from "#schema/enums";

/** Names as the rating sites write them ('other' is said in the reader's language). */
const SOURCE_NAMES: Record<Exclude<ExternalRatingSource, "other">, string> = {
  trustpilot: "Trustpilot",
  casino_guru: "Casino Guru",
  google: "Google",
  scamadviser: "ScamAdviser",
  askgamblers: "AskGamblers",
};

/** A source's name; `other` is the reader's language's word for it. */
export const sourceName = (source: ExternalRatingSource, other: string) =>
  source === "other" ? other : SOURCE_NAMES[source];
