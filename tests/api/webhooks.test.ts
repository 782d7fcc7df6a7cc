import { createHmac } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { webhookDeliveries, webhookEndpoints } from "../../server/db/schema";
import { MAX_WEBHOOK_ENDPOINTS, WEBHOOK_MAX_ATTEMPTS } from "../../server/domain/webhooks";
import { deliverDueWebhooks } from "../../server/services/webhook-delivery";
import { webhookSealKey } from "../../server/services/webhooks";
import { startTestApi, type TestApi } from "../support/api-server";
import type { ApiClient } from "../support/http-client";
import { createWorld, signInAs, type World } from "../support/sign-in";
import { startWebhookReceiver, type Received, type WebhookReceiver } from "../support/webhook-receiver";

let receiver: WebhookReceiver;
let received: Received[];
let answers: number[];

let api: TestApi;
let world: World;
let manager: ApiClient;
const orgPath = () => `/organizations/${world.tree.holding.id}/webhooks`;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  ({ received, answers } = receiver);
  api = await startTestApi({ webhookPrivateAddresses: true });
  world = await createWorld(api.db);
  manager = await signInAs(api.url, api.db, world, "manager");
});
afterAll(async () => {
  await api.close();
  await receiver.close();
});
beforeEach(async () => {
  receiver.reset();
  // Each test starts with no endpoint and nothing queued.
  await api.db.delete(webhookEndpoints);
});

const deliver = (now = new Date()) =>
  deliverDueWebhooks(api.db, {
    sealKey: webhookSealKey(api.config.sessionSecret),
    publicUrl: api.config.publicUrl,
    allowPrivate: true,
    now,
  });
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

let urls = 0;
async function register(values: object = {}, path = orgPath()) {
  const made = await manager.post(path, {
    json: { url: `${receiver.url}?n=${++urls}`, description: "ERP", ...values },
  });
  expect(made.status).toBe(201);
  return made.data as { id: number; secret: string; url: string; last_modified_date: string };
}

/** The Standard Webhooks check, written here from the specification with node:crypto alone. */
function signatureHolds(secret: string, message: Received) {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const signed = `${message.headers["webhook-id"]}.${message.headers["webhook-timestamp"]}.${message.body}`;
  const expected = createHmac("sha256", key).update(signed).digest("base64");
  return String(message.headers["webhook-signature"])
    .split(" ")
    .some((signature) => signature === `v1,${expected}`);
}

const machineIn = (organizationId: number, name: string) =>
  manager.post(`/organizations/${organizationId}/machines`, { json: { name } });

describe("webhooks", () => {
  it("registers an endpoint with a secret shown once and kept sealed", async () => {
    const made = await register();
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = await manager.get(orgPath());
    expect(listed.data.content.map((endpoint: { id: number }) => endpoint.id)).toEqual([made.id]);
    expect(JSON.stringify(listed.data)).not.toContain(made.secret.slice(6));
    const [stored] = await api.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, made.id));
    expect(stored!.secretSealed).not.toContain(made.secret.slice(6));
    // The same form sent twice makes one endpoint: the address is taken by the first.
    const again = await manager.post(orgPath(), { json: { url: made.url } });
    expect([again.status, again.data.errors[0].code]).toEqual([422, "webhook_url_taken"]);
  });

  it("posts a subsidiary's record change to the holding's endpoint, signed as Standard Webhooks says", async () => {
    const { secret } = await register();
    const machine = await machineIn(world.tree.subsidiary.id, "Kantbukker");
    expect(machine.status).toBe(201);
    expect(await deliver()).toEqual({ tried: 1, delivered: 1 });
    const [message] = received;
    expect(message!.headers["webhook-id"]).toMatch(/^msg_\d+$/);
    expect(Math.abs(Number(message!.headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(30);
    expect(signatureHolds(secret, message!)).toBe(true);
    expect(signatureHolds(`whsec_${Buffer.from("another key").toString("base64")}`, message!)).toBe(false);
    const event = JSON.parse(message!.body);
    expect(event).toMatchObject({
      type: "record.created",
      data: {
        organization_id: world.tree.subsidiary.id,
        entity: "machine",
        id: String(machine.data.id),
        record: { entity: "machine", id: String(machine.data.id) },
        history_url: `${api.config.publicUrl}/api/v1/organizations/${world.tree.subsidiary.id}/history?entity=machine&id=${machine.data.id}`,
      },
    });
    // Field names go out, never their values.
    expect(event.data.fields).toContain("name");
    expect(message!.body).not.toContain("Kantbukker");
  });

  it("retries after a failure with a wait, and logs each attempt", async () => {
    const endpoint = await register();
    answers.push(500);
    await machineIn(world.tree.holding.id, "Rullebånd");
    expect(await deliver()).toEqual({ tried: 1, delivered: 0 });
    // Not due again at once: the retry waits a minute.
    expect(await deliver()).toEqual({ tried: 0, delivered: 0 });
    expect(await deliver(later(61))).toEqual({ tried: 1, delivered: 1 });
    expect(received.map((message) => message.headers["webhook-id"])).toEqual([
      received[0]!.headers["webhook-id"],
      received[0]!.headers["webhook-id"],
    ]);
    const log = await manager.get(`${orgPath()}/${endpoint.id}/deliveries`);
    expect(log.data.total_elements).toBe(1);
    const [delivery] = log.data.content;
    expect(delivery).toMatchObject({ status: "DELIVERED", event_type: "record.created", attempts: 2 });
    expect(
      delivery.attempt_log.map((attempt: { status_code: number; error: string | null }) => [
        attempt.status_code,
        attempt.error,
      ]),
    ).toEqual([
      [204, null],
      [500, "status"],
    ]);
    expect(delivery.attempt_log[0].duration_ms).toBeGreaterThanOrEqual(0);
  });

  it("gives up after the last attempt, and follows no redirect", async () => {
    const endpoint = await register();
    answers.push(302, ...Array<number>(WEBHOOK_MAX_ATTEMPTS - 1).fill(503));
    await machineIn(world.tree.holding.id, "Trykluft");
    let now = Date.now();
    for (let attempt = 0; attempt < WEBHOOK_MAX_ATTEMPTS; attempt++) {
      now += 20 * 3_600_000;
      await deliver(new Date(now));
    }
    // The redirect's target was never asked: every request reached the receiver itself.
    expect(received).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    const log = await manager.get(`${orgPath()}/${endpoint.id}/deliveries`);
    const [delivery] = log.data.content;
    expect(delivery).toMatchObject({ status: "FAILED", next_attempt_at: null, attempts: WEBHOOK_MAX_ATTEMPTS });
    expect(delivery.attempt_log.at(-1)).toMatchObject({ status_code: 302, error: "redirect" });
    expect(await deliver(new Date(now + 86_400_000))).toEqual({ tried: 0, delivered: 0 });
    // Failing for more than five days: the endpoint has been turned off.
    const [stored] = await api.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect([stored!.enabled, stored!.disabledForFailing]).toEqual([false, true]);

    // Redelivered by hand, with the same webhook-id, once it is turned on again.
    const current = (await manager.get(`${orgPath()}/${endpoint.id}`)).data;
    const on = await manager.put(`${orgPath()}/${endpoint.id}`, {
      json: { url: current.url, enabled: true, last_modified_date: current.last_modified_date },
    });
    expect(on.data).toMatchObject({ enabled: true, disabled_for_failing: false, failing_since: null });
    const redelivered = await manager.post(`${orgPath()}/${endpoint.id}/deliveries/${delivery.id}/redeliver`);
    expect(redelivered.status).toBe(202);
    const twice = await manager.post(`${orgPath()}/${endpoint.id}/deliveries/${delivery.id}/redeliver`);
    expect([twice.status, twice.data.errors[0].code]).toEqual([422, "webhook_delivery_pending"]);
    expect(await deliver()).toEqual({ tried: 1, delivered: 1 });
    expect(received.at(-1)!.headers["webhook-id"]).toBe(received[0]!.headers["webhook-id"]);
  });

  it("names the event by what changed, and sends only the events and records an endpoint chose", async () => {
    await register({ event_types: ["record.status_moved", "record.removed"] });
    await register({ record_types: ["action"] });
    const action = await manager.post(`/organizations/${world.tree.subsidiary.id}/actions`, {
      json: { title: "Afskærmning af pressen" },
    });
    expect(action.status).toBe(201);
    await api.db.execute(sql`update actions set status = 'IN_PROGRESS' where id = ${action.data.id}`);
    await api.db.execute(sql`update actions set title = 'Afskærmning af pressen, fase 2' where id = ${action.data.id}`);
    await machineIn(world.tree.subsidiary.id, "Båndsav");
    await deliver();
    const events = received.map(
      (message) => JSON.parse(message.body) as { type: string; data: { entity: string; status?: object } },
    );
    expect(events.map((event) => `${event.type} ${event.data.entity}`).sort()).toEqual([
      "record.changed action",
      "record.created action",
      "record.status_moved action",
      "record.status_moved action",
    ]);
    expect(events.find((event) => event.type === "record.status_moved")!.data.status).toEqual({
      from: "OPEN",
      to: "IN_PROGRESS",
    });
  });

  it("sends a test event (to an endpoint turned off too), and signs with the old secret beside the new one for a day after a rotation", async () => {
    const endpoint = await register({ enabled: false });
    const rotated = await manager.post(`${orgPath()}/${endpoint.id}/secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.headers.get("cache-control")).toBe("no-store");
    expect(rotated.data.secret).not.toBe(endpoint.secret);
    const queued = await manager.post(`${orgPath()}/${endpoint.id}/test`);
    expect(queued.status).toBe(201);
    // One waits at a time: pressing the button again queues nothing more.
    const again = await manager.post(`${orgPath()}/${endpoint.id}/test`);
    expect([again.status, again.data.errors[0].code]).toEqual([422, "webhook_test_pending"]);
    await deliver();
    const [message] = received;
    expect(JSON.parse(message!.body)).toMatchObject({ type: "webhook.test", data: { endpoint_id: endpoint.id } });
    expect(String(message!.headers["webhook-signature"]).split(" ")).toHaveLength(2);
    expect(signatureHolds(rotated.data.secret, message!)).toBe(true);
    expect(signatureHolds(endpoint.secret, message!)).toBe(true);
  });

  it("refuses addresses it must not post to, more than twenty endpoints, and a stale edit", async () => {
    const refused = async (url: string) => (await manager.post(orgPath(), { json: { url } })).data.errors?.[0]?.code;
    expect(await refused("http://hooks.example.com/in")).toBe("webhook_url_scheme");
    expect(await refused("https://user:pw@hooks.example.com/in")).toBe("webhook_url_credentials");
    expect(await refused("ftp://hooks.example.com/in")).toBeDefined();
    const first = await register();
    const changed = await manager.put(`${orgPath()}/${first.id}`, {
      json: { url: first.url, description: "Changed", last_modified_date: first.last_modified_date },
    });
    expect(changed.status).toBe(200);
    const stale = await manager.put(`${orgPath()}/${first.id}`, {
      json: { url: first.url, description: "Again", last_modified_date: first.last_modified_date },
    });
    expect(stale.status).toBe(409);
    for (let made = 1; made < MAX_WEBHOOK_ENDPOINTS; made++) await register();
    const over = await manager.post(orgPath(), { json: { url: "https://hooks.example.com/one-more" } });
    expect([over.status, over.data.errors[0].code]).toEqual([422, "too_many_webhooks"]);
  });

  it("refuses a delivery to this machine where the installation has not allowed it", async () => {
    await register();
    await machineIn(world.tree.holding.id, "Svejser");
    const result = await deliverDueWebhooks(api.db, {
      sealKey: webhookSealKey(api.config.sessionSecret),
      publicUrl: api.config.publicUrl,
      allowPrivate: false,
    });
    expect(result).toEqual({ tried: 1, delivered: 0 });
    expect(received).toHaveLength(0);
    const [delivery] = await api.db.select().from(webhookDeliveries);
    expect(delivery!.status).toBe("PENDING");
  });

  it("lets only the organization's managers see or change its endpoints", async () => {
    const endpoint = await register();
    const reader = await signInAs(api.url, api.db, world, "reader");
    const editor = await signInAs(api.url, api.db, world, "editor");
    for (const client of [reader, editor]) {
      expect((await client.get(orgPath())).status).toBe(403);
      expect((await client.post(orgPath(), { json: { url: "https://hooks.example.com/x" } })).status).toBe(403);
      expect((await client.post(`${orgPath()}/${endpoint.id}/test`)).status).toBe(403);
      expect((await client.get(`${orgPath()}/${endpoint.id}/deliveries`)).status).toBe(403);
    }
    // Another tenant's organization is not found, and one below does not reach the holding's endpoint.
    const other = `/organizations/${world.otherTenant.id}/webhooks`;
    expect((await manager.get(other)).status).toBe(404);
    const below = `/organizations/${world.tree.subsidiary.id}/webhooks/${endpoint.id}`;
    expect((await manager.get(below)).status).toBe(404);
    expect((await manager.delete(below)).status).toBe(404);
    expect((await manager.delete(`${orgPath()}/${endpoint.id}`)).status).toBe(204);
  });
});
