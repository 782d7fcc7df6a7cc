// Creates a system maintainer: the first user of a production installation.
//   npm run user:create -- --email admin@example.com --name "Ada Admin" [--organization "Acme A/S"]
// The password is read from USER_PASSWORD or asked for on the terminal.
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { z } from "zod";
import { loadConfig } from "../server/config";
import { prepareDatabase } from "../server/db/bootstrap";
import { memberships, organizations } from "../server/db/schema";
import { createLogger } from "../server/logger";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../server/domain/accounts";
import { createUser, findUserByEmail } from "../server/services/users";

const { values } = parseArgs({
  options: { email: { type: "string" }, name: { type: "string" }, organization: { type: "string" } },
});
const input = z
  .object({
    email: z.email("--email must be an e-mail address"),
    name: z.string("--name is required").min(1),
    organization: z.string().min(1).optional(),
  })
  .safeParse(values);
if (!input.success) {
  console.error(input.error.issues.map((issue) => issue.message).join("\n"));
  process.exit(2);
}

async function askPassword() {
  if (process.env.USER_PASSWORD) return process.env.USER_PASSWORD;
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  const password = await terminal.question(`Password (at least ${PASSWORD_MIN_LENGTH} characters): `);
  terminal.close();
  return password;
}

const password = await askPassword();
if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
  console.error(`The password must have ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`);
  process.exit(2);
}

const config = loadConfig();
const database = await prepareDatabase({ ...config, seedDemo: false }, createLogger("warn"));
try {
  if (await findUserByEmail(database.db, input.data.email)) {
    console.error(`A user with the e-mail ${input.data.email} exists already.`);
    process.exitCode = 1;
  } else {
    await database.db.transaction(async (tx) => {
      const user = await createUser(tx, { ...input.data, password, systemPermissions: ["MAINTAIN", "MANAGE"] });
      if (input.data.organization) {
        const [organization] = await tx
          .insert(organizations)
          .values({ name: input.data.organization, type: "COMPANY" })
          .returning();
        await tx.insert(memberships).values({ organizationId: organization!.id, userId: user.id, scope: "MANAGE" });
      }
    });
    console.log(
      `Created maintainer ${input.data.email}${input.data.organization ? ` managing ${input.data.organization}` : ""}.`,
    );
  }
} finally {
  await database.close();
}
