import { describe, expect, it } from "vitest";
import { withIconSymbols } from "#worker/lib/icon-symbols";

const SYMBOLS = new Map([
  ["HomeIcon", '<symbol id="HomeIcon"><path d="home"></path></symbol>'],
  ["StarIcon", '<symbol id="StarIcon"><path d="star"></path></symbol>'],
  ["XIcon", '<symbol id="XIcon"><path d="x"></path></symbol>'],
]);
const hidden = (...ids: string[]) =>
  `<svg style="display:none">${ids.map((id) => SYMBOLS.get(id)).join("")}</svg>`;
const HEAD = '<!DOCTYPE html><html><head><title>ü</title></head><body class="b">';

/** A page's HTML as a stream of pieces of `size` bytes (tags and characters split across them). */
const streamOf = (html: string, size: number) => {
  const bytes = new TextEncoder().encode(html);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.slice(at, at + size));
      controller.close();
    },
  });
};

const read = (html: ReadableStream<Uint8Array>) => new Response(html).text();

describe("a page's own icon symbols", () => {
  it.each([1, 5, 4096])(
    "come right after <body>, whatever the pieces the page streams in (%i B)",
    async (size) => {
      const html = `${HEAD}<main>ü</main></body></html>`;
      const page = await read(withIconSymbols(streamOf(html, size), new Set(["HomeIcon"]), SYMBOLS));
      expect(page).toBe(`${HEAD}${hidden("HomeIcon")}<main>ü</main></body></html>`);
    },
  );

  it("drawn by a part streamed after the body began: come before </body>", async () => {
    const drawn = new Set(["HomeIcon"]);
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const writer = writable.getWriter();
    const reader = withIconSymbols(readable, drawn, SYMBOLS).getReader();
    const decoder = new TextDecoder();
    void writer.write(new TextEncoder().encode(`${HEAD}<main>`));
    let page = decoder.decode((await reader.read()).value);
    drawn.add("StarIcon");
    void writer.write(new TextEncoder().encode("late</main></body></html>"));
    void writer.close();
    for (let part = await reader.read(); !part.done; part = await reader.read())
      page += decoder.decode(part.value);
    expect(page).toBe(`${HEAD}${hidden("HomeIcon")}<main>late</main>${hidden("StarIcon")}</body></html>`);
  });

  it("are only those the sprite has, each once; a page without a body is left as it is", async () => {
    const drawn = new Set(["XIcon", "NoSuchIcon"]);
    expect(await read(withIconSymbols(streamOf("<body>a</body>", 3), drawn, SYMBOLS))).toBe(
      `<body>${hidden("XIcon")}a</body>`,
    );
    expect(await read(withIconSymbols(streamOf("no body", 2), drawn, SYMBOLS))).toBe("no body");
  });
});
