import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { nicosiaDate } from "#schema/cyprus-time";
import { DAY_MS, LONGEST_BREAK_MS, OFFER_BREAK_COOKIE } from "#schema/offer-break";
import type { AppEnv } from "../types";
import { secureCookies } from "./https";

/** The end of a break as the cookie writes it: milliseconds since 1970, digits only. */
const END = /^\d{1,15}$/;

/**
 * When the visitor's break from offers ends; null when they are on none: no cookie, an end that has
 * passed, or a value we never set (garbled, or further away than the longest break).
 */
export function offerBreakEnd(c: Context<AppEnv>, now = Date.now()): Date | null {
  const value = getCookie(c, OFFER_BREAK_COOKIE);
  if (!value || !END.test(value)) return null;
  const end = Number(value);
  return end > now && end <= now + LONGEST_BREAK_MS ? new Date(end) : null;
}

export const onOfferBreak = (c: Context<AppEnv>) => offerBreakEnd(c) !== null;

/**
 * The Cyprus day the break runs through ('YYYY-MM-DD'), null when there is none: all a page reads
 * of it (its notice says "until" that day), so the page cache keeps one copy per day, not per visitor.
 */
export function offerBreakDay(c: Context<AppEnv>): string | null {
  const end = offerBreakEnd(c);
  return end && nicosiaDate(end);
}

/** Starts a break of `days` days: the cookie names its end and expires with it. */
export function startOfferBreak(c: Context<AppEnv>, days: number) {
  const end = Date.now() + days * DAY_MS;
  setCookie(c, OFFER_BREAK_COOKIE, String(end), {
    path: "/",
    sameSite: "Lax",
    secure: secureCookies(c),
    maxAge: (days * DAY_MS) / 1000,
  });
}

export const endOfferBreak = (c: Context<AppEnv>) =>
  deleteCookie(c, OFFER_BREAK_COOKIE, { path: "/", secure: secureCookies(c) });

/** A provider's fields that are offers: its welcome bonus, its call to action and its links out. */
const OFFER_FIELDS = ["bonusHeadline", "ctaText", "affiliateUrl", "bonusLink"] as const;

/** A provider as a visitor on a break sees it: its offer fields empty (no visit button follows). */
function withoutOffer<T extends object>(provider: T): T {
  const seen: Record<string, unknown> = { ...(provider as Record<string, unknown>) };
  for (const field of OFFER_FIELDS) if (field in seen) seen[field] = null;
  return seen as T;
}

/** A provider as the visitor `c` is shown it: without its offers while they are on a break. */
export const providerSeenBy = <T extends object>(c: Context<AppEnv>, provider: T): T =>
  onOfferBreak(c) ? withoutOffer(provider) : provider;

/** Providers as the visitor `c` is shown them (`providerSeenBy`). */
export const providersSeenBy = <T extends object>(c: Context<AppEnv>, list: T[]): T[] =>
  onOfferBreak(c) ? list.map(withoutOffer) : list;
