import { createElement, use, useId, type ComponentType } from "react";
import { useLocale, useStrings } from "#web/i18n/use-t";
import { DocumentRenderContext, type IslandTrigger } from "./island-render-context";
import { ISLANDS, type IslandName } from "./registry";

type IslandComponent<Name extends IslandName> = Awaited<ReturnType<(typeof ISLANDS)[Name]>>["default"];
type IslandProps<Name extends IslandName> =
  Parameters<IslandComponent<Name>> extends [infer Props, ...unknown[]] ? Props : Record<string, never>;

/** A promise as React's `use` reads it: one already settled is read at once, without suspending. */
type Settling<T> = Promise<T> & { status?: "fulfilled"; value?: T };

const loaded = new Map<IslandName, Settling<ComponentType<never>>>();

/** An island's component, from the chunk the browser loads it from (one promise per name, for `use`). */
function islandComponent<Name extends IslandName>(name: Name) {
  let component = loaded.get(name);
  if (!component) {
    const loading: Settling<ComponentType<never>> = ISLANDS[name]().then((module) => {
      const loadedComponent = module.default as ComponentType<never>;
      Object.assign(loading, { status: "fulfilled", value: loadedComponent });
      return loadedComponent;
    });
    component = loading;
    loaded.set(name, component);
  }
  return component as Promise<IslandComponent<Name>>;
}

/**
 * Loads every island's component once, so a document page's render never suspends on one (a
 * suspended part would be streamed after the page, shown only by a script).
 */
export const preloadIslands = () => Promise.all((Object.keys(ISLANDS) as IslandName[]).map(islandComponent));

/**
 * A part of a page that responds to the visitor, by its name in registry.ts. On a document page the
 * server renders it as its own React root and the browser hydrates it alone, on its `trigger`, from
 * its `props`, which must be plain JSON (they travel in the HTML). Elsewhere it is just its component.
 */
export function Island<Name extends IslandName>({
  name,
  props,
  trigger,
  laterStrings = [],
}: {
  name: Name;
  props: IslandProps<Name>;
  trigger: IslandTrigger;
  /** Prefixes of the string keys it shows only after the visitor acts (see IslandRequest). */
  laterStrings?: readonly string[];
}) {
  const component = use(islandComponent(name)) as ComponentType<object>;
  const render = use(DocumentRenderContext)?.renderIsland;
  const id = useId();
  const locale = useLocale();
  const strings = useStrings(locale);
  const element = createElement(component, props as object);
  return render
    ? render({ id, name, trigger, element, props: props as object, locale, strings, laterStrings })
    : element;
}
