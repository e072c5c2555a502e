import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import {
  promotionSaveSchema,
  type AdminPromotion,
  type PromotionI18n,
  type PromotionSave,
} from "#schema/api/admin-promotions";
import { dayEnd, dayStart, nicosiaDate } from "#schema/cyprus-time";
import type { BonusType } from "#schema/enums";
import { LOCALES, type Locale } from "#schema/locales";
import { writeNumber } from "#web/i18n/read-number";
import { readingNumbers } from "../number-fields";

export type TranslationFormValues = { title: string; body: string; ctaText: string; url: string };

/**
 * What the promotion dialog holds: text as typed (numbers too, so an empty box stays empty) and
 * dates as the date inputs give them ('YYYY-MM-DD', a day in Cyprus); every language's tab.
 */
export type PromotionFormValues = {
  providerId: string;
  bonusType: BonusType | "";
  priority: string;
  startAt: string;
  endAt: string;
  active: boolean;
  wageringMultiplier: string;
  minOdds: string;
  maxCashout: string;
  termsUrl: string;
  termsVerifiedAt: string;
  translations: Record<Locale, TranslationFormValues>;
};

const EMPTY_TRANSLATION: TranslationFormValues = { title: "", body: "", ctaText: "", url: "" };

const text = (value: string | null | undefined) => value ?? "";
const day = (iso: string | null) => (iso ? nicosiaDate(new Date(iso)) : "");

export const toTranslationValues = (t: PromotionI18n | undefined): TranslationFormValues =>
  t
    ? { title: t.title, body: text(t.body), ctaText: text(t.ctaText), url: text(t.url) }
    : { ...EMPTY_TRANSLATION };

/**
 * The dialog's starting values: a new promotion (active, priority 0) or a saved one with its
 * languages; numbers written as the page's language writes them.
 */
export function toFormValues(
  locale: Locale,
  promotion: AdminPromotion | null,
  translations: readonly PromotionI18n[] = [],
): PromotionFormValues {
  const number = (value: number | null | undefined) => (value == null ? "" : writeNumber(locale, value));
  const byLocale = Object.fromEntries(
    LOCALES.map((locale) => [locale, toTranslationValues(translations.find((t) => t.locale === locale))]),
  ) as Record<Locale, TranslationFormValues>;
  return {
    providerId: text(promotion?.providerId),
    bonusType: promotion?.bonusType ?? "",
    priority: number(promotion?.priority ?? 0),
    startAt: day(promotion?.startAt ?? null),
    endAt: day(promotion?.endAt ?? null),
    active: promotion?.active ?? true,
    wageringMultiplier: number(promotion?.wageringMultiplier),
    minOdds: number(promotion?.minOdds),
    maxCashout: number(promotion?.maxCashout),
    termsUrl: text(promotion?.termsUrl),
    termsVerifiedAt: day(promotion?.termsVerifiedAt ?? null),
    translations: byLocale,
  };
}

/** A typed number, or null for an empty box; what is not a number stays one the schema refuses. */
const numberOrNull = (typed: string) => (typed.trim() === "" ? null : Number(typed));
const dayOrNull = (typed: string, edge: (date: string) => Date) => (typed ? edge(typed).toISOString() : null);

/**
 * The API's input from the dialog: numbers from their boxes, a start date from the beginning of
 * its day in Cyprus and an end date through the end of its day. Blank priority is left to the
 * schema (0); languages without a title are left to the schema too (it drops them).
 */
export const toPromotionInput = (values: PromotionFormValues) => ({
  providerId: values.providerId || null,
  bonusType: values.bonusType,
  priority: values.priority.trim() === "" ? undefined : Number(values.priority),
  startAt: dayOrNull(values.startAt, dayStart),
  endAt: dayOrNull(values.endAt, dayEnd),
  active: values.active,
  wageringMultiplier: numberOrNull(values.wageringMultiplier),
  minOdds: numberOrNull(values.minOdds),
  maxCashout: numberOrNull(values.maxCashout),
  termsUrl: values.termsUrl,
  termsVerifiedAt: dayOrNull(values.termsVerifiedAt, dayStart),
  translations: values.translations,
});

// The dialog's values are looser than the API's input: converting them and letting the API's own
// schema judge the result gives the same verdicts and messages, at the same field paths.
const apiSchemaResolver = zodResolver(promotionSaveSchema) as unknown as Resolver<
  ReturnType<typeof toPromotionInput>,
  unknown,
  PromotionSave
>;

const promotionSchemaResolver: Resolver<PromotionFormValues, unknown, PromotionSave> = (
  values,
  context,
  options,
) =>
  apiSchemaResolver(toPromotionInput(values), context, options as never) as ReturnType<
    Resolver<PromotionFormValues, unknown, PromotionSave>
  >;

export const promotionFormResolver = readingNumbers(
  ["priority", "wageringMultiplier", "minOdds", "maxCashout"],
  promotionSchemaResolver,
);
