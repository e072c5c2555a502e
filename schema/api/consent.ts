import { CONSENT_CHOICES } from "../consent";
import { z } from "./zod";

/** POST /api/consent: the cookie banner's and the menu's form, and the page to go back to. */
export const consentFormSchema = z.object({
  choice: z.enum(CONSENT_CHOICES),
  returnTo: z.optional(z.string().check(z.maxLength(2000))),
});
