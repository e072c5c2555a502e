import type { Db } from "./db";
import type { PublicUser } from "../services/users";

/** What a page hands to the API calls it makes while rendering: who asks, and its database. */
export type HandOver = { user: PublicUser | null; sessionId: string | null; db: Db };

const handedOver = new WeakMap<Request, HandOver>();

/** Lets `request`, made by the Worker itself, act for the page's visitor on the page's database. */
export function handOver(request: Request, page: HandOver) {
  handedOver.set(request, page);
}

/** What the page handed to `request`; undefined for every request from outside. */
export const handedOverTo = (request: Request) => handedOver.get(request);
