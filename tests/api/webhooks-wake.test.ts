import { afterAll, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { webhookEndpoints } from "../../server/db/schema";
import { webhookDeliveryJob } from "../../server/jobs/webhook-delivery";
import { startTestApi, type TestApi } from "../support/api-server";
import type { ApiClient } from "../support/http-client";
import { createWorld, signInAs, type World } from "../support/sign-in";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";

/**
 * A webhook's first delivery goes out within seconds (decision 042): the API wakes the delivery job
 * after a write an enabled endpoint hears, a test event and a redelivery. The job runs here without its
 * cron, so whatever arrives was sent because it was woken.
 */
let receiver: WebhookReceiver;
let api: TestApi;
let world: World;
let manager: ApiClient;
let sends: MockInstance;

const BOUND_MS = 10_000;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  api = await startTestApi(
    { webhookPrivateAddresses: true },
    { jobs: (config) => [{ ...webhookDeliveryJob(config), cron: undefined }] },
  );
  world = await createWorld(api.db);
  manager = await signInAs(api.url, api.db, world, "manager");
});
afterAll(async () => {
  await api.close();
  await receiver.close();
});
beforeEach(() => {
  sends = vi.spyOn(api.jobs!, "send");
  return () => sends.mockRestore();
});
beforeEach(async () => {
  await api.db.delete(webhookEndpoints);
  await quiet();
  receiver.reset();
});

/** Past the waker's interval, and the sends so far forgotten: a wake before sends nothing after. */
async function quiet() {
  await new Promise((resolve) => setTimeout(resolve, 1200));
  sends.mockClear();
}

async function until(condition: () => boolean) {
  const end = Date.now() + BOUND_MS;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`not within ${BOUND_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function register(organizationId: number, values: object = {}) {
  const made = await manager.post(`/organizations/${organizationId}/webhooks`, {
    json: { url: `${receiver.url}?n=${Math.random()}`, ...values },
  });
  expect(made.status).toBe(201);
  return made.data as { id: number };
}

async function machineIn(organizationId: number, name: string) {
  const made = await manager.post(`/organizations/${organizationId}/machines`, { json: { name } });
  expect(made.status).toBe(201);
  return made.data as { id: number };
}

describe("a webhook's delivery, woken", () => {
  it("reaches the receiver within seconds of a record's change", async () => {
    await register(world.tree.holding.id);
    const wrote = Date.now();
    const machine = await machineIn(world.tree.subsidiary.id, "Kantpresse");
    await until(() => receiver.received.length === 1);
    expect(receiver.received[0]!.at - wrote).toBeLessThan(BOUND_MS);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({
      type: "record.created",
      data: { entity: "machine", id: String(machine.id) },
    });
  }, 30_000);

  it("sends a test event, to an endpoint turned off too, and a delivery sent again, within seconds", async () => {
    const endpoint = await register(world.tree.holding.id, { enabled: false });
    const path = `/organizations/${world.tree.holding.id}/webhooks/${endpoint.id}`;
    expect((await manager.post(`${path}/test`)).status).toBe(201);
    await until(() => receiver.received.length === 1);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ type: "webhook.test" });

    const [delivery] = (await manager.get(`${path}/deliveries`)).data.content;
    expect(delivery.status).toBe("DELIVERED");
    const asked = Date.now();
    expect((await manager.post(`${path}/deliveries/${delivery.id}/redeliver`)).status).toBe(202);
    await until(() => receiver.received.length === 2);
    expect(receiver.received[1]!.at - asked).toBeLessThan(BOUND_MS);
    expect(receiver.received[1]!.headers["webhook-id"]).toBe(receiver.received[0]!.headers["webhook-id"]);
  }, 30_000);

  it("wakes the job once or a few times for a burst of twenty writes, and delivers them all", async () => {
    await register(world.tree.holding.id);
    const started = Date.now();
    await Promise.all(Array.from({ length: 20 }, (_, n) => machineIn(world.tree.holding.id, `Maskine ${n}`)));
    const burstMs = Date.now() - started;
    await until(() => receiver.received.length === 20);
    // At most one send as the burst begins and one for each second it lasted.
    expect(sends.mock.calls.length).toBeGreaterThanOrEqual(1);
    expect(sends.mock.calls.length).toBeLessThanOrEqual(2 + Math.floor(burstMs / 1000));
  }, 30_000);

  it("wakes nothing for a write no enabled endpoint hears", async () => {
    await register(world.tree.subsidiary.id);
    await register(world.tree.holding.id, { enabled: false });
    await quiet();
    // A department beside the subsidiary, under the holding whose endpoint is off.
    await machineIn(world.tree.holdingDepartment.id, "Printer");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sends).not.toHaveBeenCalled();
    // A department below the subsidiary is heard there.
    await machineIn(world.tree.department.id, "Drejebænk");
    await until(() => receiver.received.length === 1);
    expect(sends).toHaveBeenCalled();
  }, 30_000);
});
