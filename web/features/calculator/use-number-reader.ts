import { useState } from "react";
import type * as ReadNumber from "#web/i18n/read-number";

type Reader = typeof ReadNumber;
let loaded: Reader | undefined;

/**
 * The number parser, fetched when the visitor reaches for the stake or odds (focus, pointer, a
 * quick amount): the calculator's first load stays within the page budget. Until it is in, the
 * boxes settle nothing; text typed meanwhile is read as soon as it arrives.
 */
export function useNumberReader() {
  const [reader, setReader] = useState(loaded);
  const load = () => {
    if (reader) return;
    void import("#web/i18n/read-number").then((module) => {
      loaded = module;
      setReader(module);
    });
  };
  return [reader, load] as const;
}
