import nodemailer from "nodemailer";
import type { Config } from "../config";
import type { Logger } from "../logger";

/** A part of the mail the HTML shows by `cid:` (an organization's logo), not offered as a download. */
export type MailAttachment = { filename: string; content: Buffer; contentType: string; cid: string };

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The same for every try of one mail, so a receiver may tell a repeat (`<…@…>`). */
  messageId?: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
};
export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * Sends through MAIL_URL when configured. Without it the embedded demo writes each mail to the log, so
 * its links stay reachable; an installation on PostgreSQL never does (a reset link in a log lets
 * whoever reads the log take the account over): it warns at start and logs only that a mail was lost.
 */
export function createMailer(config: Pick<Config, "mailUrl" | "mailFrom" | "databaseUrl">, logger: Logger): Mailer {
  if (config.mailUrl) {
    const transport = nodemailer.createTransport(config.mailUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, ...mail });
      },
    };
  }
  if (!config.databaseUrl) {
    return {
      async send(mail) {
        logger.info({ mail_to: mail.to, subject: mail.subject, body: mail.text }, "mail (no MAIL_URL configured)");
      },
    };
  }
  logger.warn("MAIL_URL is not set: password-reset and other mails cannot be sent");
  return {
    async send(mail) {
      logger.warn({ subject: mail.subject }, "mail not sent: MAIL_URL is not set");
    },
  };
}
