import { OFFER_BREAK_DAYS } from "../offer-break";
import { messageRef } from "./messages";
import { z } from "./zod";

/** POST /{locale}/break: how many days the break lasts. */
export const offerBreakFormSchema = z.object({
  days: z.enum(OFFER_BREAK_DAYS, { error: messageRef("offer_break.error.days") }),
});

/** POST /{locale}/break/end: the page to go back to (the break page when none is named). */
export const endOfferBreakFormSchema = z.object({
  returnTo: z.optional(z.string().check(z.maxLength(2000))),
});
