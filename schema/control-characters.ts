// C0 and C1 controls and DEL: tabs, newlines and invisible codes that have no place in a name or
// a path (browsers drop tabs and newlines from addresses, which can join `/<tab>/host` into `//host`).
// eslint-disable-next-line no-control-regex -- control characters are exactly what this matches
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above, every run of them
const CONTROL_RUNS = /[\u0000-\u001f\u007f-\u009f]+/g;

export const hasControlCharacters = (text: string) => CONTROL_CHARACTER.test(text);

/** Text from elsewhere (an identity provider's claims) made fit to show: each run of controls is a space. */
export const withoutControlCharacters = (text: string) =>
  text.replace(CONTROL_RUNS, " ").replace(/\s+/g, " ").trim();
