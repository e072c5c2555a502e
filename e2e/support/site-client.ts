/**
 * Plain HTTP calls to a running site, without a browser: writes carry the headers the site's own
 * pages send (the same-origin check), and each signed-in client comes from an address of its own.
 */

export type Answer = { status: number; body: unknown };

let clients = 0;

/**
 * A documentation address (TEST-NET-3) per client, sent as `cf-connecting-ip`, which `wrangler dev`
 * passes on as it is: the sign-in limit counts per address, and these stand for distinct visitors.
 */
const nextAddress = () => {
  const n = clients++;
  return `203.0.${113 + Math.floor(n / 250)}.${(n % 250) + 1}`;
};

/** A write as the site's pages send it: always JSON (`{}` when it has nothing to say), same origin. */
export function sameOriginWrite(
  baseUrl: string,
  method: string,
  body: unknown = {},
  cookie?: string,
): RequestInit {
  return {
    method,
    headers: {
      origin: baseUrl,
      "sec-fetch-site": "same-origin",
      "content-type": "application/json",
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  };
}

/**
 * wrangler dev's own proxy now and then drops a POST that lands on a keep-alive connection the
 * runtime is just closing, and answers this 503 itself (cloudflare/workers-sdk#14641; a GET is
 * retried by the proxy, patches/wrangler+4.86.0.patch): the Worker never saw the request, so it is
 * sent again. Any other 5xx is the Worker's, and stays a failure.
 */
const DROPPED_BY_DEV_PROXY = "Your worker restarted mid-request";

/** `fetch`, sending again what wrangler dev's proxy dropped (above). */
export async function fetchPastDevProxy(url: string, init?: RequestInit, attempts = 3): Promise<Response> {
  const response = await fetch(url, init);
  if (response.status !== 503 || attempts <= 1) return response;
  if (!(await response.clone().text()).startsWith(DROPPED_BY_DEV_PROXY)) return response;
  return fetchPastDevProxy(url, init, attempts - 1);
}

/** The status and JSON body (or text, for a non-JSON answer) of one request. */
export async function answerOf(request: Promise<Response>): Promise<Answer> {
  const response = await request;
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: text };
  }
}

/** Signs in through the development sign-in; the `Cookie` header value and the user's id. */
export async function devSignIn(baseUrl: string, email: string) {
  const init = sameOriginWrite(baseUrl, "POST", { email });
  const headers = { ...(init.headers as Record<string, string>), "cf-connecting-ip": nextAddress() };
  const response = await fetchPastDevProxy(`${baseUrl}/api/login/dev`, { ...init, headers });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0]!)
    .find((pair) => pair.startsWith("session=") && pair !== "session=");
  if (response.status !== 200 || !cookie)
    throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  const { user } = (await response.json()) as { user: { id: string } };
  return { cookie, userId: user.id };
}
