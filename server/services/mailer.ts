import nodemailer from "nodemailer";
import type { Config } from "../config";
import type { Logger } from "../logger";

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send(mail: Mail): Promise<void> };

/** Sends through MAIL_URL when configured; otherwise writes the mail to the log, so links stay reachable. */
export function createMailer(config: Pick<Config, "mailUrl" | "mailFrom">, logger: Logger): Mailer {
  if (!config.mailUrl) {
    return {
      async send(mail) {
        logger.info({ mail_to: mail.to, subject: mail.subject, body: mail.text }, "mail (no MAIL_URL configured)");
      },
    };
  }
  const transport = nodemailer.createTransport(config.mailUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: config.mailFrom, ...mail });
    },
  };
}
