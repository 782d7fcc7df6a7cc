import { parseArgs } from "node:util";
import { z } from "zod";

const options = z.object({
  email: z.email("--email must be an e-mail address"),
  name: z.string("--name is required").min(1, "--name is required"),
  organization: z.string().min(1, "--organization must not be empty").optional(),
  maintainer: z.boolean(),
});

export type UserCreateOptions = z.infer<typeof options>;

/**
 * The command line of `npm run user:create`. System maintainer rights (editing the catalogues every
 * customer shares) come only with an explicit `--maintainer`: a customer's first user gets none.
 */
export function parseUserCreateOptions(
  args: string[],
): { ok: true; options: UserCreateOptions } | { ok: false; message: string } {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        email: { type: "string" },
        name: { type: "string" },
        organization: { type: "string" },
        maintainer: { type: "boolean", default: false },
      },
    }));
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
  const parsed = options.safeParse(values);
  if (!parsed.success) return { ok: false, message: parsed.error.issues.map((issue) => issue.message).join("\n") };
  return { ok: true, options: parsed.data };
}
