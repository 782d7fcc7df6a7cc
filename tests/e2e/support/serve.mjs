// Serves the production build for the end-to-end tests: a fresh embedded database with the demo data,
// or the PostgreSQL database named by DATABASE_URL. Its mails go to a mail server of its own, which
// writes each to a file a test can read (support/mailbox.ts): a reset link, an invitation.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { e2eDataDir, e2eMailDir } from "./data-dir.mjs";

const root = path.resolve(import.meta.dirname, "../../..");
const dataDir = e2eDataDir();
rmSync(dataDir, { recursive: true, force: true });

const mailDir = e2eMailDir();
mkdirSync(mailDir, { recursive: true });
let mailCount = 0;
const mailServer = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then((mail) => {
      const to = [mail.to ?? []].flat().map((address) => address.text);
      const file = path.join(mailDir, `${String(++mailCount).padStart(6, "0")}.json`);
      writeFileSync(file, JSON.stringify({ to, subject: mail.subject ?? "", text: mail.text ?? "" }));
      callback();
    }, callback);
  },
});
await new Promise((resolve) => mailServer.listen(0, "127.0.0.1", resolve));

Object.assign(process.env, {
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  PORT: process.env.E2E_PORT ?? "3210",
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
  SEED_DEMO: "true",
  PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? "3210"}`,
  MAIL_URL: `smtp://127.0.0.1:${mailServer.server.address().port}`,
});
if (process.env.DATABASE_URL) process.env.SESSION_SECRET ??= "end-to-end-secret-end-to-end-secret-0123";

await import(path.join(root, "build/main.js"));
