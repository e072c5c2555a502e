import { zValidator } from "@hono/zod-validator";
import { HTTPException } from "hono/http-exception";
import type { ValidationTargets } from "hono";
import type * as z from "zod/v4/core";
import { errorBody } from "./errors";

/** Every input failure answers 400 `{ message }`, with the field path in front of each problem. */
export function describeIssues(error: z.$ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length ? `${issue.path.map(String).join(".")}: ${issue.message}` : issue.message,
    )
    .join("; ");
}

/**
 * 400 for input that fails its schema: every problem in `message`, and the first one's key and
 * parameters (schema/api/messages.ts), which is the one a form shows.
 */
function invalidInput(error: z.$ZodError) {
  const message = describeIssues(error);
  const first = error.issues[0] ? errorBody(error.issues[0].message) : {};
  return new HTTPException(400, {
    message,
    res: Response.json({ ...first, message }, { status: 400 }),
  });
}

export function validate<Target extends keyof ValidationTargets, Schema extends z.$ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      throw invalidInput(result.error);
    }
  });
}
