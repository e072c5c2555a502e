import { zValidator } from "@hono/zod-validator";
import { HTTPException } from "hono/http-exception";
import type { ValidationTargets } from "hono";
import * as z from "zod/v4/core";
import { messageOf } from "#schema/api/messages";
import { JSON_TYPE, mediaTypeOf, readJsonOrForm } from "./request-body";

/** A problem's English text: its catalogue message (a messageRef), else zod's own text. */
const issueText = (issue: z.$ZodIssue) => messageOf(issue.message)?.message ?? issue.message;

/** Every input failure answers 400 `{ message }`, with the field path in front of each problem. */
function describeIssues(error: z.$ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length ? `${issue.path.map(String).join(".")}: ${issueText(issue)}` : issueText(issue),
    )
    .join("; ");
}

/**
 * 400 for input that fails its schema: every problem in `message`, and the first one's key and
 * parameters (schema/api/messages.ts), which is the one a form shows.
 */
export function invalidInput(error: z.$ZodError) {
  const message = describeIssues(error);
  const first = error.issues[0] && messageOf(error.issues[0].message);
  return new HTTPException(400, {
    message,
    res: Response.json({ ...first, message }, { status: 400 }),
  });
}

/** `value` read with `schema` as a route reads its input: a 400 where the route would refuse it. */
export function parsedInput<Schema extends z.$ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) throw invalidInput(parsed.error);
  return parsed.data;
}

export function validate<Target extends keyof ValidationTargets, Schema extends z.$ZodType>(
  target: Target,
  schema: Schema,
) {
  const validator = zValidator(target, schema, (result) => {
    if (!result.success) {
      throw invalidInput(result.error);
    }
  });
  if (target !== "json") return validator;
  // A JSON body that does not parse is refused here, with its message key, before the validator's
  // own English-only refusal; the validator then reads the body Hono has kept.
  const parsedFirst: typeof validator = async (c, next) => {
    if (mediaTypeOf(c) === JSON_TYPE) await readJsonOrForm(c);
    return validator(c, next);
  };
  return parsedFirst;
}
