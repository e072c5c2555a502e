// "cloudflare:email" exists only in workerd: select-transport.ts imports this file lazily.
import { EmailMessage } from "cloudflare:email";
import { buildMimeMessage } from "./mime";
import type { MailTransport } from "./transport";

/** The part of the `send_email` binding this transport uses. */
export type SendEmailBinding = { send(message: EmailMessage): Promise<unknown> };

/** Cloudflare Email Workers: the sender must be on a domain with Email Routing enabled. */
export function createCloudflareTransport(binding: SendEmailBinding, from: string): MailTransport {
  return {
    async send(message) {
      const raw = buildMimeMessage(from, message);
      await binding.send(new EmailMessage(from, message.to, raw));
    },
  };
}
