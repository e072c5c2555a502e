/**
 * JSON written as the text of a `<script>` element (JSON-LD, an island's data). The HTML parser ends
 * a script at `</script` whatever quotes are open, so every `<` is written as its JSON escape, which
 * reads back as the same text.
 */
export const jsonInScript = (data: unknown) => JSON.stringify(data).replace(/</g, "\\u003c");
