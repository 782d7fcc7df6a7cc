import { Writable } from "node:stream";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { createMailer } from "../../server/services/mailer";

function capturedLog() {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino({ level: "debug" }, sink), lines };
}

const TOKEN = "s3cr3t-reset-token-value";
const resetMail = {
  to: "ada@example.com",
  subject: "Reset your password",
  text: `To choose a new password, open:\n\nhttps://compliance.example.com/reset-password?token=${TOKEN}`,
};
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("mail without MAIL_URL", () => {
  it("on PostgreSQL: warns at start and never writes a mail's text (its reset token) to the log", async () => {
    const { logger, lines } = capturedLog();
    const mailer = createMailer(
      { mailUrl: undefined, mailFrom: "x@localhost", databaseUrl: "postgres://app@db/app" },
      logger,
    );
    await settle();
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, msg: expect.stringContaining("MAIL_URL is not set") }),
    ]);
    await mailer.send(resetMail);
    await settle();
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain(TOKEN);
    expect(logged).not.toContain("reset-password");
    expect(lines.at(-1)).toMatchObject({ level: 40, msg: expect.stringContaining("mail not sent") });
  });

  it("on the embedded demo: writes the mail to the log, so its link can be followed", async () => {
    const { logger, lines } = capturedLog();
    const mailer = createMailer({ mailUrl: undefined, mailFrom: "x@localhost", databaseUrl: undefined }, logger);
    await mailer.send(resetMail);
    await settle();
    expect(JSON.stringify(lines)).toContain(TOKEN);
  });
});
