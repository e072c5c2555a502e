import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../types";
import { isHttps } from "./https";

/** The bookmark of the visitor's last write, sent back by their browser. */
const COOKIE = "d1_bookmark";
/** D1's bookmarks are dash-separated hex; anything else is ignored, never passed on. */
const BOOKMARK = /^[0-9a-f]+(?:-[0-9a-f]+){0,7}$/i;
/** Long enough for any replica to have caught up. */
const MAX_AGE_SECONDS = 60 * 60;

/**
 * The request's D1 session (read replication): its reads may go to a replica near the visitor, but
 * never to one older than the visitor's last write, so everyone sees their own writes.
 */
export function openD1Session(c: Context<AppEnv>): D1DatabaseSession {
  const bookmark = getCookie(c, COOKIE);
  return c.env.DB.withSession(bookmark && BOOKMARK.test(bookmark) ? bookmark : "first-unconstrained");
}

/**
 * Called after a write: the session's bookmark goes back to the browser. Reads set none, so public
 * pages stay free of cookies.
 */
export function keepBookmark(c: Context<AppEnv>, session: D1DatabaseSession) {
  const bookmark = session.getBookmark();
  if (!bookmark || bookmark === getCookie(c, COOKIE)) return;
  setCookie(c, COOKIE, bookmark, {
    httpOnly: true,
    sameSite: "Lax",
    secure: isHttps(c),
    path: "/",
    maxAge: MAX_AGE_SECONDS,
  });
}
