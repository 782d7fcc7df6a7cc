import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type TestSmtpServer = {
  /** For MAIL_URL. */
  url: string;
  /** Every mail received, parsed, in the order they came. */
  mails: ParsedMail[];
  /** Waits until at least `count` mails came in all. */
  received(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
};

/** A real SMTP server on a free local port that keeps what it is sent, read back with mailparser. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      // Inline images keep their cid: links, as the mail was sent (the parser would inline them otherwise).
      simpleParser(stream, { keepCidLinks: true }).then(
        (mail) => {
          mails.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async received(count, timeoutMs = 10_000) {
      const end = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > end) throw new Error(`${mails.length} of ${count} mails came`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return mails;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
