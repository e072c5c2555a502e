import type { Db } from "../db";
import { createHttpTransport } from "./http-transport";
import { createOutboxTransport } from "./outbox-transport";
import type { MailTransport } from "./transport";

export type MailConfig = {
  transport: "outbox" | "cloudflare" | "http";
  /** A bare address such as no-reply@example.com: Cloudflare also uses it as the envelope sender. */
  from: string;
  httpUrl?: string;
  httpKey?: string;
  /** The Worker's `send_email` binding. */
  sendEmail?: { send(message: unknown): Promise<unknown> };
};

/**
 * Picks the transport named by configuration. Missing settings fail here, at the first mail, with a
 * message naming the setting, rather than as an obscure error from the provider.
 */
export async function createMailTransport(config: MailConfig, db: Db): Promise<MailTransport> {
  switch (config.transport) {
    case "outbox":
      return createOutboxTransport(db);
    case "http": {
      if (!config.httpUrl || !config.httpKey) {
        throw new Error("Mail transport 'http' needs a URL and an API key");
      }
      return createHttpTransport({ url: config.httpUrl, apiKey: config.httpKey, from: config.from });
    }
    case "cloudflare": {
      if (!config.sendEmail) throw new Error("Mail transport 'cloudflare' needs the send_email binding");
      // Lazy: "cloudflare:email" cannot be resolved in Node, where tests load this module.
      const { createCloudflareTransport } = await import("./cloudflare-transport");
      return createCloudflareTransport(config.sendEmail, config.from);
    }
  }
}
