import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { bannerSaveSchema, type AdminBanner, type BannerSave } from "#schema/api/admin-banners";
import type { BannerPage } from "#schema/api/banners";
import type { BannerPlacement } from "#schema/enums";
import { LOCALES, type Locale } from "#schema/locales";
import { writeNumber } from "#web/i18n/read-number";
import { readingNumbers } from "../number-fields";

type BannerTextValues = { content: string; ctaText: string; ctaUrl: string };

/** What the banner dialog holds: text as typed, days as the date inputs give them. */
export type BannerFormValues = {
  name: string;
  placement: BannerPlacement | "";
  pages: BannerPage[];
  startDate: string;
  endDate: string;
  frequencyCap: string;
  active: boolean;
  translations: Record<Locale, BannerTextValues>;
};

/** A page's name: its navigation label; a provider's page has a label of its own. */
export const pageLabelKey = (page: BannerPage) =>
  page === "provider" ? "admin.banners.page.provider" : `nav.${page}`;

/** The dialog's starting values: a new banner (active, no cap) or a saved one. */
export function toFormValues(locale: Locale, banner: AdminBanner | null): BannerFormValues {
  const texts = (locale: Locale): BannerTextValues => {
    const t = banner?.translations[locale];
    return { content: t?.content ?? "", ctaText: t?.ctaText ?? "", ctaUrl: t?.ctaUrl ?? "" };
  };
  return {
    name: banner?.name ?? "",
    placement: banner?.placement ?? "",
    pages: banner?.rule.pages ?? [],
    startDate: banner?.rule.startDate ?? "",
    endDate: banner?.rule.endDate ?? "",
    frequencyCap: writeNumber(locale, banner?.frequencyCap ?? 0),
    active: banner?.active ?? true,
    translations: Object.fromEntries(LOCALES.map((locale) => [locale, texts(locale)])) as Record<
      Locale,
      BannerTextValues
    >,
  };
}

/** The API's input from the dialog; blank languages are left to the schema (it drops them). */
const toBannerInput = (values: BannerFormValues) => ({
  name: values.name,
  placement: values.placement,
  rule: { pages: values.pages, startDate: values.startDate, endDate: values.endDate },
  frequencyCap: values.frequencyCap.trim() === "" ? 0 : Number(values.frequencyCap),
  active: values.active,
  translations: values.translations,
});

// The API's own schema judges the converted values: the same verdicts and messages, at the paths
// the form's fields use (rule.pages ↔ pages is the one renaming, mapped below).
const apiSchemaResolver = zodResolver(bannerSaveSchema) as unknown as Resolver<
  ReturnType<typeof toBannerInput>,
  unknown,
  BannerSave
>;

const bannerSchemaResolver: Resolver<BannerFormValues, unknown, BannerSave> = async (
  values,
  context,
  options,
) => {
  const result = await apiSchemaResolver(toBannerInput(values), context, options as never);
  const errors = result.errors as Record<string, unknown> & { rule?: Record<string, unknown> };
  if (errors.rule) {
    const { pages, startDate, endDate } = errors.rule;
    Object.assign(errors, { pages, startDate, endDate });
    delete errors.rule;
  }
  return result as unknown as Awaited<ReturnType<Resolver<BannerFormValues, unknown, BannerSave>>>;
};

export const bannerFormResolver = readingNumbers(["frequencyCap"], bannerSchemaResolver);
