// A digest run of 1,000 users on the embedded database, its process killed with SIGKILL 20 times at
// random moments and started again, mailing to a real SMTP server: every user gets their digest, and
// how many got one twice. Target: 0 lost, 0 sent twice (issue 31 §4).
//   npx tsx tests/perf/digest-kills.ts   (BENCH_USERS=1000, BENCH_KILLS=20)
// Each user has three notifications waiting for the digest. A sender holds what it claims for two
// seconds here (five minutes in the product), so what a killed process held is taken up again soon.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "../../server/db/client";
import { businessToday } from "../../server/domain/recurrence";
import type { DateOnly } from "../../server/domain/wire-casing";
import { createLogger } from "../../server/logger";
import { createMailer } from "../../server/services/mailer";
import { sendDigests } from "../../server/services/notification-mail";
import { startSmtpServer } from "../support/smtp-server";
import { BENCH_SECRET, freshDataDir, printTable, ROOT } from "./harness";

const USERS = Number(process.env.BENCH_USERS ?? 1000);
const KILLS = Number(process.env.BENCH_KILLS ?? 20);
const CLAIM_SECONDS = 2;

if (process.argv[2] === "--send") await send(process.argv[3]!, process.argv[4]!);
else await drive();

/** The child: sends the digests until none waits, saying when it starts and how many it sent. */
async function send(dataDir: string, mailUrl: string) {
  const database = openDatabase({ dataDir: path.join(dataDir, "pglite") });
  await database.ping();
  const logger = createLogger("silent");
  const mailer = createMailer({ mailUrl, mailFrom: "Bench <bench@localhost>", databaseUrl: undefined }, logger);
  const config = { publicUrl: "http://localhost:3000", sessionSecret: BENCH_SECRET };
  console.log("sending");
  const { mails } = await sendDigests(
    { db: database.db, mailer, config, logger, claimSeconds: CLAIM_SECONDS },
    businessToday() as DateOnly,
  );
  await database.close();
  console.log(JSON.stringify({ mails }));
}

async function drive() {
  const dataDir = await prepareDataDir();
  const smtp = await startSmtpServer();
  const started = performance.now();
  let kills = 0;
  let runs = 0;
  // Killed at a random moment after it began sending, twenty times; then let run until nothing waits.
  while (kills < KILLS) {
    runs++;
    const child = startSender(dataDir, smtp.url);
    await child.sending;
    await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 1500));
    if (child.process.exitCode === null) {
      child.process.kill("SIGKILL");
      kills++;
    }
    await child.exited;
  }
  let waiting = USERS;
  while (waiting > 0) {
    await new Promise((resolve) => setTimeout(resolve, CLAIM_SECONDS * 1000 + 500));
    runs++;
    const child = startSender(dataDir, smtp.url);
    await child.exited;
    waiting = await stillWaiting(dataDir);
  }
  const seconds = Math.round((performance.now() - started) / 1000);
  const perUser = new Map<string, number>();
  const ids = new Set<string>();
  for (const mail of smtp.mails) {
    const to = Array.isArray(mail.to) ? "" : (mail.to?.text ?? "");
    perUser.set(to, (perUser.get(to) ?? 0) + 1);
    ids.add(mail.messageId ?? "");
  }
  const twice = [...perUser.values()].filter((count) => count > 1).length;
  await smtp.close();
  printTable(`Digests to ${USERS} users, the sender killed ${kills} times (${runs} runs, ${seconds} s)`, [
    {
      "mails received": smtp.mails.length,
      "users who got theirs": perUser.size,
      lost: USERS - perUser.size,
      "users sent it twice": twice,
      "distinct Message-IDs": ids.size,
    },
  ]);
}

function startSender(dataDir: string, mailUrl: string) {
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", import.meta.filename, "--send", dataDir, mailUrl],
    {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const sending = new Promise<void>((resolve) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("sending")) resolve();
    });
    child.once("exit", () => resolve());
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
  return { process: child, sending, exited };
}

async function stillWaiting(dataDir: string) {
  const database = openDatabase({ dataDir: path.join(dataDir, "pglite") });
  const [row] = await queryRows<{ count: number }>(
    database.db,
    sql`select count(distinct user_id)::int as count from notifications where mailed_date is null`,
  );
  await database.close();
  return row!.count;
}

async function prepareDataDir() {
  const dataDir = freshDataDir();
  const database = openDatabase({ dataDir: path.join(dataDir, "pglite") });
  await database.migrate();
  const db = database.db;
  await db.execute(sql`insert into organizations (type, name) values ('COMPANY', 'Digest benchmark A/S')`);
  await db.execute(sql`
    insert into users (email, name, password_hash, language)
    select 'digest-' || g || '@bench.example', 'Digest reader ' || g, 'not-a-password-hash', case when g % 2 = 0 then 'da' else 'en' end
    from generate_series(1, ${USERS}) g`);
  await db.execute(sql`
    insert into memberships (organization_id, user_id, scope)
    select o.id, u.id, 'EDIT' from users u, organizations o where u.email like 'digest-%'`);
  await db.execute(sql`
    insert into notifications (user_id, key, topic, stage, days_before, record_id, title, organization_id, work_in_id, due_date)
    select m.user_id, 'ACTION:' || m.user_id || ':' || k, 'ACTION', 'BEFORE', 7, m.user_id * 10 + k, 'Benchmark deadline ' || k,
      m.organization_id, m.organization_id, current_date + k
    from memberships m cross join generate_series(1, 3) k`);
  await database.close();
  return dataDir;
}
