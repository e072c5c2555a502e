/** One e-mail, with a plain-text part for clients that do not show HTML. */
export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (e.g. List-Unsubscribe), for the transports that can set them. */
  headers?: Record<string, string>;
};

/** How mail leaves the Worker; chosen by configuration (see select-transport.ts). */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}
