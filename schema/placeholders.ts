/** Values for a text's `{name}` placeholders. */
export type PlaceholderValues = Record<string, string | number>;

/**
 * The one rule for `{name}` placeholders, in UI strings and in the API's messages: each is replaced
 * by its value; one without a value stays as it is, so a gap is visible.
 */
export const fillPlaceholders = (template: string, values: PlaceholderValues = {}) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
