const built = new Map<string, object>();

/**
 * One Intl formatter (or collator, or plural rules) per kind, locale and options, built on first
 * use and kept: building one costs far more than using it (the first, on a phone, tens of
 * milliseconds), and a page asks for the same few again and again (a count on every card).
 */
export function intl<T extends object, O extends object>(
  Kind: new (locale: string, options?: O) => T,
  locale: string,
  options?: O,
): T {
  const key = `${Kind.name} ${locale} ${JSON.stringify(options ?? {})}`;
  let kept = built.get(key);
  if (!kept) {
    kept = new Kind(locale, options);
    built.set(key, kept);
  }
  return kept as T;
}
