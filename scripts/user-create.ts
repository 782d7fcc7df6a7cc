// Creates a user, optionally with a new organization they manage; system maintainer rights (the
// global catalogues of every customer) only with --maintainer.
//   npm run user:create -- --email admin@example.com --name "Ada Admin" [--organization "Acme A/S"] [--maintainer]
// The password is read from USER_PASSWORD or asked for on the terminal (not shown as it is typed).
// In a production image without tsx: node build/user-create.js --email … (the same options).
import { loadConfigOrExit } from "../server/config";
import { prepareDatabase } from "../server/db/bootstrap";
import { createLogger } from "../server/logger";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../server/domain/accounts";
import { createAccount, findUserByEmail } from "../server/services/users";
import { readHiddenLine } from "./hidden-input";
import { parseUserCreateOptions } from "./user-create-options";

const parsed = parseUserCreateOptions(process.argv.slice(2));
if (!parsed.ok) {
  console.error(parsed.message);
  process.exit(2);
}
const input = parsed.options;

async function askPassword() {
  if (process.env.USER_PASSWORD) return process.env.USER_PASSWORD;
  if (!process.stdin.isTTY) {
    console.error("No terminal to ask for the password on: give it in USER_PASSWORD instead.");
    process.exit(2);
  }
  return readHiddenLine(`Password (at least ${PASSWORD_MIN_LENGTH} characters, not shown): `);
}

const password = await askPassword();
if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
  console.error(`The password must have ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`);
  process.exit(2);
}

const config = loadConfigOrExit();
const database = await prepareDatabase({ ...config, seedDemo: false }, createLogger("warn"));
try {
  if (await findUserByEmail(database.db, input.email)) {
    console.error(`A user with the e-mail ${input.email} exists already.`);
    process.exitCode = 1;
  } else {
    await createAccount(database.db, { ...input, password });
    const role = input.maintainer ? "system maintainer" : "user";
    console.log(`Created ${role} ${input.email}${input.organization ? ` managing ${input.organization}` : ""}.`);
  }
} finally {
  await database.close();
}
