import { createElement } from "react";
import type { Language } from "../../app/i18n/config";
import type { Mailer } from "../services/mailer";
import { AccountLinkMail } from "./account-mails";
import { renderMail } from "./render";
import { mailTexts } from "./texts";

/** Sends a password-reset or invitation mail with its link, in HTML and plain text, in `language`. */
export async function sendAccountLinkMail(
  mailer: Mailer,
  mail: {
    to: string;
    language: Language | null;
    kind: "passwordReset" | "invitation";
    url: string;
    values?: Record<string, string>;
  },
) {
  const texts = mailTexts(mail.language);
  const { html, text } = await renderMail(createElement(AccountLinkMail, { texts, ...mail }));
  await mailer.send({ to: mail.to, subject: texts.t(`mail.${mail.kind}.subject`, mail.values), text, html });
}
