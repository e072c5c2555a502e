import type { Context } from "hono";
import type { AppEnv } from "../types";
import { importPayoutKey } from "./crypto";

/** The payout encryption key of this request's configuration, for the routes that read or write payout details. */
export const payoutKeyOf = (c: Context<AppEnv>) => importPayoutKey(c.get("config").payoutKey);
