import { eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actions, memberships, notifications, users } from "../../server/db/schema";
import { addPeriod, businessToday, daysBefore } from "../../server/domain/recurrence";
import type { DateOnly } from "../../server/domain/wire-casing";
import { createLogger } from "../../server/logger";
import { createMailer } from "../../server/services/mailer";
import { sendDigests, sendImmediateMails, type MailDeps } from "../../server/services/notification-mail";
import { scanReminders } from "../../server/services/reminder-scan";
import { startTestApi, type TestApi } from "../support/api-server";
import { createUser } from "../support/factories";
import { ApiClient } from "../support/http-client";
import { multipart, pngBytes } from "../support/sample-files";
import { createWorld, signInAs, type World } from "../support/sign-in";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server";

let smtp: TestSmtpServer;
let api: TestApi;
let world: World;
let deps: MailDeps;
const today = businessToday() as DateOnly;
const day = (offset: number) => (offset < 0 ? daysBefore(today, -offset) : addPeriod(today, `P${offset}D`)) as DateOnly;

beforeAll(async () => {
  smtp = await startSmtpServer();
  const logger = createLogger("silent");
  const mailer = createMailer(
    { mailUrl: smtp.url, mailFrom: "Workbench <no-reply@test.example>", databaseUrl: undefined },
    logger,
  );
  api = await startTestApi({}, { mailer });
  world = await createWorld(api.db);
  deps = { db: api.db, mailer, config: api.config, logger };
});
afterAll(async () => {
  await api.close();
  await smtp.close();
});

/** A member of the holding who owns actions in the subsidiary, signed in. */
async function owner(language: "en" | "da" | null = null) {
  const user = await createUser(api.db, { memberships: [{ organizationId: world.tree.holding.id, scope: "EDIT" }] });
  if (language) await api.db.update(users).set({ language }).where(eq(users.id, user.id));
  const [membership] = await api.db.select().from(memberships).where(eq(memberships.userId, user.id));
  const client = new ApiClient(api.url);
  await client.login(user.email);
  const plan = async (title: string, dueDate: DateOnly) => {
    const [row] = await api.db
      .insert(actions)
      .values({ organizationId: world.tree.subsidiary.id, ownerId: membership!.id, title, kind: "CORRECTIVE", dueDate })
      .returning();
    return row!.id;
  };
  return { user, client, plan };
}

const mailsTo = (email: string) =>
  smtp.mails.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === email);
// As sent: mailparser folds the List-* headers into an object of its own.
const header = (mail: ParsedMail, name: string) =>
  (mail.headerLines.find((line) => line.key === name)?.line ?? "").replace(/^[^:]+:\s*/, "");

describe("notification mails", () => {
  it("mails one at once to whom wants it so, in their language, with both parts, the record's link and one-click unsubscribe", async () => {
    const { user, client, plan } = await owner("da");
    expect(
      (await client.put("/notification-settings", { json: { deliveries: { ACTION: "IMMEDIATE" } } })).data.deliveries,
    ).toMatchObject({ ACTION: "IMMEDIATE", INSPECTION: "DIGEST" });
    const id = await plan("Nødbruser ved tankgården", day(3));
    await scanReminders(api.db, today);

    await sendImmediateMails(deps);
    const [mail, ...more] = mailsTo(user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(/^Frist .+: Nødbruser ved tankgården$/);
    const link = `/open?in=${world.tree.holding.id}&to=${encodeURIComponent(`/planning/action-plan/${id}`)}`;
    expect(mail!.html).toContain(link.replaceAll("&", "&amp;"));
    expect(mail!.html).toContain('lang="da"');
    expect(mail!.text).toContain(`${api.config.publicUrl}${link}`);
    expect(mail!.text).toContain("Åbn den");
    expect(mail!.messageId).toMatch(/^<notification-[0-9a-f]{24}@localhost>$/);
    expect(header(mail!, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    // Sent is sent: another run mails nothing again.
    await sendImmediateMails(deps);
    expect(mailsTo(user.email)).toHaveLength(1);

    // The one-click link works without signing in, and only as the server signed it.
    const token = new URL(header(mail!, "list-unsubscribe").replace(/^<|>$/g, "")).searchParams.get("token")!;
    const anonymous = new ApiClient(api.url);
    expect((await anonymous.post("/unsubscribe", { json: { token: `${token.slice(0, -1)}x` } })).status).toBe(400);
    expect((await anonymous.post("/unsubscribe", { json: { token: token.replace("ACTION", "ALL") } })).status).toBe(
      400,
    );
    expect((await anonymous.post("/unsubscribe", { json: { token } })).status).toBe(204);
    expect((await client.get("/notification-settings")).data.deliveries).toMatchObject({
      ACTION: "NONE",
      INSPECTION: "DIGEST",
    });
  });

  it("sends each user due a digest one mail of what waits, weekly ones on Mondays, and nothing to others", async () => {
    const daily = await owner("en");
    await daily.plan("Replace the eyewash bottles", day(5));
    await daily.plan("Fix the fume cupboard alarm", day(-2));
    const weekly = await owner();
    await weekly.client.put("/notification-settings", { json: { digest_frequency: "WEEKLY" } });
    await weekly.plan("Weekly one", day(2));
    const silent = await owner();
    await silent.client.put("/notification-settings", { json: { deliveries: { ACTION: "NONE" } } });
    await silent.plan("Not mailed", day(2));
    const reader = await owner();
    await reader.plan("Read in the product", day(2));
    await scanReminders(api.db, today);
    await api.db.update(notifications).set({ readDate: new Date() }).where(eq(notifications.userId, reader.user.id));

    const tuesday = "2026-12-01" as DateOnly;
    await sendDigests(deps, tuesday);
    const [digest, ...more] = mailsTo(daily.user.email);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe("2 notifications wait for you");
    // The overdue one first.
    expect(digest!.text!.indexOf("Fix the fume cupboard alarm")).toBeLessThan(
      digest!.text!.indexOf("Replace the eyewash"),
    );
    expect(header(digest!, "list-unsubscribe")).toContain(".ALL.");
    expect(mailsTo(weekly.user.email)).toEqual([]);
    expect(mailsTo(silent.user.email)).toEqual([]);
    expect(mailsTo(reader.user.email)).toEqual([]);

    await sendDigests(deps, "2026-11-30" as DateOnly);
    expect(mailsTo(weekly.user.email).map((mail) => mail.subject)).toEqual(["1 notification waits for you"]);
    expect(mailsTo(daily.user.email)).toHaveLength(1);
  });

  it("carries the organization's logo inside the mail, the closest one above when it has none of its own", async () => {
    const manager = await signInAs(api.url, api.db, world, "manager");
    const holding = world.tree.holding.id;
    const png = (
      await manager.post(`/organizations/${holding}/files`, {
        body: multipart({ standalone: "false" }, { name: "logo.png", bytes: pngBytes() }),
      })
    ).data;
    const current = (await manager.get(`/organizations/${holding}`)).data;
    const saved = await manager.put(`/organizations/${holding}`, {
      json: { name: current.name, logo_file_id: png.id, last_modified_date: current.last_modified_date },
    });
    expect(saved.status).toBe(200);

    const { user, client, plan } = await owner("en");
    await client.put("/notification-settings", { json: { deliveries: { ACTION: "IMMEDIATE" } } });
    await plan("Label the waste oil drums", day(2));
    await scanReminders(api.db, today);
    await sendImmediateMails(deps);
    const [mail] = mailsTo(user.email);
    const [logo, ...others] = mail!.attachments;
    expect(others).toEqual([]);
    expect(logo).toMatchObject({ contentType: "image/png", contentDisposition: "inline" });
    expect(logo!.content.equals(pngBytes())).toBe(true);
    expect(mail!.html).toContain(`src="cid:${logo!.contentId!.replace(/^<|>$/g, "")}"`);
  });
});
