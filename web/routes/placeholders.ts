import { notFound } from "@tanstack/react-router";

/**
 * For pages the navigation already links to but that are not built yet: registered so every link is
 * checked against the route tree, each answers the 404 screen (status 404) until its page exists.
 */
export const notYetBuilt = () => {
  throw notFound();
};
