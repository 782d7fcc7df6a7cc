import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { e2eMailDir } from "./data-dir.mjs";

/** A mail the end-to-end server sent, as its mail server wrote it (support/serve.mjs). */
export type SentMail = { to: string[]; subject: string; text: string };

function sentMails(): SentMail[] {
  const dir = e2eMailDir();
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as SentMail);
}

/** The newest mail to this address whose text matches, once it has come (a mail is sent after the answer). */
export async function mailTo(address: string, text: RegExp): Promise<SentMail> {
  const wanted = (mail: SentMail) =>
    mail.to.some((to) => to.toLowerCase().includes(address.toLowerCase())) && text.test(mail.text);
  let found: SentMail | undefined;
  await expect
    .poll(() => (found = sentMails().reverse().find(wanted)), { message: `a mail to ${address}`, timeout: 15_000 })
    .toBeDefined();
  return found!;
}

/** The first address of the app in a mail's text that starts with this path. */
export function linkIn(mail: SentMail, pathname: string): string {
  const link = mail.text.match(new RegExp(`https?://\\S+?${pathname.replace(/[?]/g, "\\?")}\\S*`))?.[0];
  if (!link) throw new Error(`no ${pathname} link in the mail "${mail.subject}"`);
  return new URL(link).pathname + new URL(link).search;
}
