import fc from "fast-check";
import { LOCALES } from "#schema/locales";
import { ORIGIN } from "./client";
import { BAD_LOCALES, BAD_MONTHS, fuzzJson, fuzzText, mutatedBody } from "./fuzz-values";

/** A route as Hono's table names it, e.g. `PATCH /api/admin/providers/:id`. */
export type Route = { method: string; path: string };

/** One generated request; the session cookie and the client address are added when it is sent. */
export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  withSession: boolean;
};

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"];
const QUERY_KEYS = [
  "locale",
  "month",
  "page",
  "limit",
  "offset",
  "status",
  "flagged",
  "q",
  "token",
  "id",
  "returnTo",
  "from",
  "to",
  "placement",
  "utm_source",
  "utm_campaign",
  "code",
  "state",
  "error",
];
/** Text that cannot be percent-encoded as it stands: decoders must refuse it politely. */
const MALFORMED_SEGMENTS = ["%", "%zz", "%ED%A0%80", "%C0%AF", "%FF", "%00", "a%2Fb", "%E2%80%AE", "..", "."];
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Percent-encoding of any text; a lone surrogate (which has no UTF-8) is sent as the bytes a careless encoder writes. */
const encode = (text: string) =>
  text
    .split(LONE_SURROGATE)
    .map((part) => encodeURIComponent(part))
    .join("%ED%A0%80");

const segment = (known: readonly string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known).map(encode) },
    { weight: 4, arbitrary: fuzzText.map(encode) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_SEGMENTS) },
  );

const queryValue = fc.oneof(
  { weight: 4, arbitrary: fuzzText.map(encode) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(...LOCALES, ...BAD_LOCALES, ...BAD_MONTHS, "2025-01", "true", "10"),
  },
  { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_SEGMENTS) },
);
const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), fuzzText.map(encode)), queryValue), {
    maxLength: 4,
  })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join("&")}` : ""));

/** Text as a header can carry it: ASCII, the bytes of anything else percent-encoded, no control characters. */
const headerText = (text: string) =>
  Array.from(new TextEncoder().encode(text), (byte) =>
    byte < 0x20 || byte === 0x7f
      ? ""
      : byte < 0x80
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase()}`,
  )
    .join("")
    .trim();

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "application/json;;",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=fuzz",
  "application/xml",
  "",
];
const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant("application/json") },
  fc.constantFrom(...CONTENT_TYPES),
);

/** The headers of a write from the site's own pages, of a cross-site one, and of clients that say nothing. */
const ORIGINS: Record<string, Record<string, string>> = {
  sameOrigin: { origin: ORIGIN, "sec-fetch-site": "same-origin" },
  sameOriginFetchOnly: { "sec-fetch-site": "same-origin" },
  crossSite: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
  nullOrigin: { origin: "null" },
  none: {},
};
const origin = fc.oneof(
  { weight: 3, arbitrary: fc.constant("sameOrigin") },
  fc.constantFrom(...Object.keys(ORIGINS)),
);

const COOKIE_NOISE = [
  "session=forged.signature",
  "session=",
  "session=%",
  "locale=%",
  "locale=xx",
  "locale=he",
  "consent=accepted",
  "consent=rejected",
  "banner_views=%7B%22x%22%3A-1%7D",
  "banner_views=garbage",
  "anon_id=%ED%A0%80",
  "sidebar_state=maybe",
  "oidc-flow=forged",
];
const cookieNoise = fc.array(
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...COOKIE_NOISE) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom("locale", "consent", "banner_views", "anon_id"), fuzzText)
        .map(([n, v]) => `${n}=${headerText(v)}`),
    },
  ),
  { maxLength: 3 },
);

const optionalHeader = (name: string, value: fc.Arbitrary<string>) =>
  fc.option(
    value.map((v) => ({ [name]: headerText(v) })),
    { nil: {}, freq: 2 },
  );

type BodyKind = "json" | "form" | "text" | "truncated" | "none";

function encodeBody(kind: BodyKind, value: unknown, text: string): string | undefined {
  const json = JSON.stringify(value);
  if (kind === "none" || json === undefined) return undefined;
  if (kind === "text") return text;
  if (kind === "truncated") return json.slice(0, Math.max(1, json.length - 2));
  if (kind === "form") {
    const fields = typeof value === "object" && value !== null ? Object.entries(value) : [["value", value]];
    return fields
      .map(
        ([k, v]) => `${encode(String(k))}=${encode(typeof v === "string" ? v : (JSON.stringify(v) ?? ""))}`,
      )
      .join("&");
  }
  return json;
}

/** A body for a route: its known-good body (mostly mutated), or any JSON, or none at all. */
const bodyFor = (good: unknown) =>
  fc.record({
    kind: fc.oneof(
      { weight: 8, arbitrary: fc.constant<BodyKind>("json") },
      fc.constantFrom<BodyKind>("form", "text", "truncated", "none"),
    ),
    value: fc.oneof(
      { weight: 6, arbitrary: mutatedBody(good) },
      { weight: 2, arbitrary: fc.constant(good) },
      { weight: 2, arbitrary: fuzzJson },
    ),
    text: fuzzText,
  });

/** Path parameters filled from the ids the fuzz run knows (any kind, for any route) or from odd text. */
export function fillPath(template: string, known: readonly string[]) {
  const names = [...template.matchAll(/:(\w+)(\?)?/g)];
  return fc
    .tuple(
      ...names.map(([, , optional]) => (optional ? fc.option(segment(known), { nil: "" }) : segment(known))),
    )
    .map((values) => {
      let i = 0;
      return template.replace(/\/:(\w+)(\?)?/g, (_, _name, optional?: string) => {
        const value = values[i++]!;
        return value === "" && optional ? "" : `/${value}`;
      });
    });
}

/**
 * A request to one route: mostly its own method (some other now and then), a path with its
 * parameters filled, an odd query, a body where the method carries one, and the headers that
 * decide CSRF, parsing, language and identity.
 */
export function requestTo(
  route: Route,
  path: fc.Arbitrary<string>,
  good: unknown,
): fc.Arbitrary<FuzzRequest> {
  const method = fc.oneof({ weight: 8, arbitrary: fc.constant(route.method) }, fc.constantFrom(...METHODS));
  return fc
    .record({
      method,
      path,
      query,
      body: bodyFor(good),
      contentType,
      origin,
      cookies: cookieNoise,
      accept: fc.option(fc.constantFrom("text/html", "application/json", "*/*"), { nil: undefined }),
      language: optionalHeader(
        "accept-language",
        fc.oneof(fc.constantFrom("he-IL,he;q=0.9", "xx", "*;q=abc"), fuzzText),
      ),
      referer: optionalHeader(
        "referer",
        fc.oneof(fc.constantFrom(`${ORIGIN}/en/providers`, "https://evil.example/", "::"), fuzzText),
      ),
      withSession: fc.boolean().map((b) => b || route.path.startsWith("/api/admin")),
    })
    .map((r) => {
      const hasBody = r.method !== "GET" && r.method !== "HEAD";
      const body = hasBody ? encodeBody(r.body.kind, r.body.value, r.body.text) : undefined;
      const headers: Record<string, string> = {
        ...ORIGINS[r.origin],
        ...r.language,
        ...r.referer,
        ...(r.accept ? { accept: r.accept } : {}),
        ...(hasBody && r.contentType ? { "content-type": r.contentType } : {}),
        ...(r.cookies.length ? { cookie: r.cookies.join("; ") } : {}),
      };
      return { method: r.method, url: `${r.path}${r.query}`, headers, body, withSession: r.withSession };
    });
}

/** Adds the identity's session cookie (after any noise, so a forged `session=` may come first) and a client address of its own. */
export function requestInit(
  request: FuzzRequest,
  sessionCookie: string | undefined,
  address: string,
): RequestInit {
  const cookies = [request.headers.cookie, request.withSession ? sessionCookie : undefined].filter(Boolean);
  const headers = {
    ...request.headers,
    "cf-connecting-ip": address,
    ...(cookies.length ? { cookie: cookies.join("; ") } : {}),
  };
  return { method: request.method, headers, body: request.body };
}
