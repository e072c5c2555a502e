/** Fills an e-mail template ({{name}} placeholders) and derives the plain-text part from the HTML. */

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

const stripTags = (html: string) => html.replace(/<[^>]*>/g, "");

/** Good enough for our own templates: paragraphs become blank lines, links show their address. */
function htmlToText(html: string): string {
  const text = html
    .replace(/<(head|style|script)[\s\S]*?<\/\1>/gi, "")
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => {
      const shown = stripTags(label).trim();
      return shown && shown !== href ? `${shown}: ${href}` : href;
    })
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|h[1-6]|li|tr|table)>/gi, "\n\n");
  return decodeEntities(stripTags(text))
    .split("\n")
    .map((line) => line.trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);

/**
 * Values are HTML-escaped in the HTML (a first name is user input) and used as they are in the
 * subject, which is plain text.
 */
export function renderTemplate(
  template: { subject: string; htmlContent: string },
  values: Record<string, string>,
): { subject: string; html: string; text: string } {
  const escaped = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, escapeHtml(value)]),
  );
  const html = fill(template.htmlContent, escaped);
  return { subject: fill(template.subject, values).replace(/[\r\n]+/g, " "), html, text: htmlToText(html) };
}
