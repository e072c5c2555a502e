import type { MailMessage, MailTransport } from "./transport";

export type HttpTransportConfig = {
  url: string;
  apiKey: string;
  from: string;
  /** Injected by tests; the global fetch otherwise. */
  fetch?: typeof fetch;
};

/** For a mail API reached over HTTPS (any provider with a JSON endpoint and a bearer key). */
export function createHttpTransport(config: HttpTransportConfig): MailTransport {
  const doFetch = config.fetch ?? fetch;
  return {
    async send(message: MailMessage) {
      const response = await doFetch(config.url, {
        method: "POST",
        headers: { Authorization: `Bearer ${config.apiKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({
          from: config.from,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          ...(message.headers && { headers: message.headers }),
        }),
      });
      if (!response.ok) {
        // A short excerpt is enough to diagnose; provider error bodies can be long.
        const body = (await response.text().catch(() => "")).slice(0, 300);
        throw new Error(`Mail API answered ${response.status}${body ? `: ${body}` : ""}`);
      }
    },
  };
}
