import type { QueryClient } from "@tanstack/react-query";
import type { AnyRouter } from "@tanstack/react-router";
import type { UiStringPart } from "#schema/api/ui-strings";
import type { Locale } from "#schema/locales";
import { logStringsFailure, UI_STRINGS_KEY, uiStringsQuery } from "./ui-strings";

/*
 * A page's UI strings come beside its HTML, not in it: they were most of a page's document (`/en/about`:
 * 11 of its 17 KB gzip), which then took one more round trip to arrive before the first paint. The
 * server's render names the parts it read (`strings` in the router's data, not their texts), and the
 * browser fetches those before it hydrates, while the page's code downloads (the API's answers carry
 * an ETag: a repeat visit revalidates them).
 */

/** A part of a language's strings that the server's render of a page read. */
type StringsRead = [locale: Locale, part: UiStringPart];

/** The server's half: the strings' data stays out (`notDehydrated`), and the router's data names them. */
export function nameStringsRead(router: AnyRouter, queryClient: QueryClient) {
  const dehydrate = router.options.dehydrate;
  router.options.dehydrate = async () => ({
    ...(await dehydrate?.()),
    strings: queryClient
      .getQueryCache()
      .findAll({ queryKey: [UI_STRINGS_KEY] })
      .filter((query) => query.state.status === "success")
      .map((query) => query.queryKey.slice(1) as StringsRead),
  });
}

/**
 * The browser's half: hydration waits for the parts named. One that fails to load shows its keys
 * until the screens that use it fetch it again.
 */
export function fetchStringsRead(router: AnyRouter, queryClient: QueryClient) {
  const hydrate = router.options.hydrate;
  router.options.hydrate = async (dehydrated: { strings?: StringsRead[] }) => {
    await Promise.all([
      hydrate?.(dehydrated),
      ...(dehydrated.strings ?? []).map(([locale, part]) =>
        queryClient.fetchQuery(uiStringsQuery(locale, part)).catch(logStringsFailure(locale, part)),
      ),
    ]);
  };
}
