import { HTTPException } from "hono/http-exception";

/** An icon's `<symbol>` element by its id, as the sprite has it. */
type IconSymbols = ReadonlyMap<string, string>;

const SYMBOL = /<symbol id="([^"]+)"[\s\S]*?<\/symbol>/g;
let cached: Promise<IconSymbols> | undefined;

/** The sprite's symbols, read once per isolate from the static assets that `vite build` wrote. */
export function loadIconSymbols(assets: Fetcher, spriteUrl: URL): Promise<IconSymbols> {
  cached ??= assets.fetch(spriteUrl).then(async (response) => {
    if (!response.ok) {
      cached = undefined;
      throw new HTTPException(503, { message: "The icon sprite is missing: run `npm run build` first." });
    }
    const sprite = await response.text();
    return new Map([...sprite.matchAll(SYMBOL)].map((match) => [match[1]!, match[0]]));
  });
  return cached;
}

const BODY_OPEN = /<body\b[^>]*>/;
const BODY_CLOSE = "</body>";

/**
 * A page's HTML with the symbols of the icons it draws (`drawn`, filled by its render) inside it:
 * those of the first render, which is done before the page streams, right after `<body>`, so they
 * paint with the page and not when the sprite arrives; any that a part streamed later draws, before
 * `</body>`. Hidden: a symbol paints only where a `<use>` draws it. React's hydration passes over
 * this element (not its own, directly in the body).
 */
export function withIconSymbols(
  html: ReadableStream<Uint8Array>,
  drawn: ReadonlySet<string>,
  symbols: IconSymbols,
): ReadableStream<Uint8Array> {
  const carried = new Set<string>();
  const symbolsOf = (ids: Iterable<string>) => {
    const fresh = [...ids].filter((id) => !carried.has(id) && symbols.has(id));
    for (const id of fresh) carried.add(id);
    return fresh.length === 0
      ? ""
      : `<svg style="display:none">${fresh.map((id) => symbols.get(id)).join("")}</svg>`;
  };
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  // Text not yet sent: the document up to `<body>`, then a tail that may hold the start of `</body>`.
  let held = "";
  let state: "head" | "body" | "done" = "head";
  const passOn = (text: string) => {
    held += text;
    let out = "";
    if (state === "head") {
      const open = BODY_OPEN.exec(held);
      if (!open) return out;
      const end = open.index + open[0].length;
      out = held.slice(0, end) + symbolsOf(drawn);
      held = held.slice(end);
      state = "body";
    }
    if (state === "body") {
      const close = held.indexOf(BODY_CLOSE);
      if (close === -1) {
        const keep = Math.min(held.length, BODY_CLOSE.length - 1);
        out += held.slice(0, held.length - keep);
        held = held.slice(held.length - keep);
        return out;
      }
      out += held.slice(0, close) + symbolsOf(drawn);
      held = held.slice(close);
      state = "done";
    }
    out += held;
    held = "";
    return out;
  };
  return html.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const out = passOn(decoder.decode(chunk, { stream: true }));
        if (out) controller.enqueue(encoder.encode(out));
      },
      flush(controller) {
        const rest = held + decoder.decode();
        if (rest) controller.enqueue(encoder.encode(rest));
      },
    }),
  );
}
