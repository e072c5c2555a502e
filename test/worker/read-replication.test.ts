import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, jsonWrite } from "./support/client";
import { laggingD1 } from "./support/lagging-d1";

/** The primary is the test database; the replica, the second one, has none of its writes. */
const DB = laggingD1(env.DB, env.PROD_DB!);

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((cookie) => !cookie.endsWith("="));

async function signIn(email: string) {
  const write = jsonWrite("POST", { email });
  const response = await call(
    "/api/login/dev",
    {
      ...write,
      headers: { ...(write.headers as Record<string, string>), "cf-connecting-ip": "198.51.100.77" },
    },
    { DB },
  );
  expect(response.status).toBe(200);
  return cookiesOf(response);
}

describe("read replication with a lagging replica", () => {
  it("shows visitors their own writes: the bookmark of a write comes back with their next reads", async () => {
    const cookies = await signIn("replicated@example.com");
    expect(cookies.some((cookie) => cookie.startsWith("d1_bookmark="))).toBe(true);

    const me = await call("/api/me", { headers: { cookie: cookies.join("; ") } }, { DB });
    expect(await me.json()).toMatchObject({ authenticated: true, user: { email: "replicated@example.com" } });

    const update = await call(
      "/api/user/profile",
      jsonWrite(
        "PATCH",
        { username: "replica_reader", firstName: "Replica", lastName: "Reader" },
        cookies.join("; "),
      ),
      { DB },
    );
    expect(update.status).toBe(200);
    const after = [...cookies.filter((c) => !c.startsWith("d1_bookmark=")), ...cookiesOf(update)];
    const profile = await call("/api/user/profile", { headers: { cookie: after.join("; ") } }, { DB });
    expect(await profile.json()).toMatchObject({ username: "replica_reader", firstName: "Replica" });
  });

  it("reads from the replica without a bookmark (the lag the bookmark protects against is real)", async () => {
    const cookies = await signIn("lagged@example.com");
    const session = cookies.filter((cookie) => !cookie.startsWith("d1_bookmark="));
    const me = await call("/api/me", { headers: { cookie: session.join("; ") } }, { DB });
    expect(await me.json()).toMatchObject({ authenticated: false });
  });

  it("ignores a bookmark that is not one, and sets none on a read", async () => {
    const response = await call("/api/providers", { headers: { cookie: "d1_bookmark=<script>" } }, { DB });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().filter((cookie) => cookie.startsWith("d1_bookmark"))).toEqual([]);
  });
});
