import type { ReactNode } from "react";

/** Web addresses and e-mail addresses in a text; a sentence's closing punctuation stays outside. */
const LINKABLE = /(https:\/\/[^\s]*[^\s.,;:)]|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

function withLinks(text: string): ReactNode[] {
  return text.split(LINKABLE).map((part, index) => {
    if (index % 2 === 0) return part;
    const href = part.startsWith("https://") ? part : `mailto:${part}`;
    return (
      <a key={index} href={href} dir="ltr" className="font-medium text-primary underline underline-offset-2">
        {part}
      </a>
    );
  });
}

type Block = { kind: "h2" | "p"; text: string } | { kind: "ul"; items: string[] };

/** Each line is a block: `## ` a section heading, `- ` a list item (consecutive ones one list), else a paragraph. */
function blocks(text: string): Block[] {
  const result: Block[] = [];
  for (const line of text.split("\n").map((l) => l.trim())) {
    const last = result.at(-1);
    if (!line) continue;
    if (line.startsWith("## ")) result.push({ kind: "h2", text: line.slice(3) });
    else if (!line.startsWith("- ")) result.push({ kind: "p", text: line });
    else if (last?.kind === "ul") last.items.push(line.slice(2));
    else result.push({ kind: "ul", items: [line.slice(2)] });
  }
  return result;
}

/** A page's text as translators write it, one UI string (see seed/ui-strings/pages.ts). */
export function InfoPageText({ text }: { text: string }) {
  return (
    <div className="space-y-4 leading-relaxed">
      {blocks(text).map((block, index) =>
        block.kind === "h2" ? (
          <h2 key={index} className="pt-4 text-xl font-semibold">
            {block.text}
          </h2>
        ) : block.kind === "ul" ? (
          <ul key={index} className="list-disc space-y-2 ps-6">
            {block.items.map((item, n) => (
              <li key={n}>{withLinks(item)}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>{withLinks(block.text)}</p>
        ),
      )}
    </div>
  );
}
