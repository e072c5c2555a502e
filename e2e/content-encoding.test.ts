import { request } from "node:http";
import { gunzipSync } from "node:zlib";
import { describe, expect, inject, it } from "vitest";

/** A raw GET as a plain HTTP client sends it: node:http adds no Accept-Encoding of its own. */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const sent = request(new URL(path, inject("baseUrl")), { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        response.on("error", reject);
      });
      sent.on("error", reject);
      sent.end();
    },
  );
}

const isHtml = (body: Buffer) => body.toString("utf8").trimStart().startsWith("<!DOCTYPE html>");

describe("a page's encoding, as the site answers a plain HTTP client", () => {
  it("is plain HTML on every visit for a client that takes no encoding, from the page cache too", async () => {
    const first = await get("/en/faq");
    const second = await get("/en/faq");
    for (const answer of [first, second]) {
      expect(answer.headers["content-encoding"]).toBeUndefined();
      expect(isHtml(answer.body)).toBe(true);
    }
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.headers.vary).toContain("Accept-Encoding");
  });

  it("is gzip for a client that takes it, and plain for one that refuses it by weight", async () => {
    await get("/en/calculator");
    const gzipped = await get("/en/calculator", { "accept-encoding": "gzip" });
    expect(gzipped.headers["x-page-cache"]).toBe("hit");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(isHtml(gunzipSync(gzipped.body))).toBe(true);

    const refused = await get("/en/calculator", { "accept-encoding": "gzip;q=0, identity" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(isHtml(refused.body)).toBe(true);
  });
});
