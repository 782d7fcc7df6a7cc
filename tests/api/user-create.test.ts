import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseUserCreateOptions } from "../../scripts/user-create-options";
import { createAccount } from "../../server/services/users";
import { startTestApi, type TestApi } from "../support/api-server";
import { ApiClient, TEST_PASSWORD } from "../support/http-client";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const args = ["--email", "ada@customer.example", "--name", "Ada Admin", "--organization", "Acme A/S"];

const ROOT = path.resolve(import.meta.dirname, "../..");
const script = ["--import", "tsx", "scripts/user-create.ts", "--email", "x@customer.example", "--name", "X"];

/** Runs the script, with a terminal when asked (through util-linux `script`), typing `typed` into it. */
function runUserCreate(options: { terminal: boolean; typed?: string }) {
  const env = { ...process.env, USER_PASSWORD: "" };
  const command = [process.execPath, ...script].map((part) => `'${part}'`).join(" ");
  const child = options.terminal
    ? spawn("script", ["-qfec", command, "/dev/null"], { cwd: ROOT, env })
    : spawn(process.execPath, script, { cwd: ROOT, env, stdio: ["pipe", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    output += chunk;
    // Type only once the prompt shows: the terminal is then in the mode the script chose.
    if (options.typed && output.includes("Password")) {
      child.stdin!.write(`${options.typed}\r`);
      options.typed = undefined;
    }
  });
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk));
  if (!options.terminal) child.stdin!.end();
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once("exit", (code) => resolve({ code, output })),
  );
}

describe("npm run user:create", () => {
  it("does not show the password as it is typed", async () => {
    const { code, output } = await runUserCreate({ terminal: true, typed: "tiny7" });
    expect(output).toContain("Password (");
    expect(output).toContain("The password must have");
    expect(output).not.toContain("tiny7");
    expect(code).toBe(2);
  });

  it("without a terminal or USER_PASSWORD says what to do and fails", async () => {
    const { code, output } = await runUserCreate({ terminal: false });
    expect(output).toContain("USER_PASSWORD");
    expect(code).toBe(2);
  });

  it("grants system maintainer rights only with --maintainer", () => {
    expect(parseUserCreateOptions(args)).toMatchObject({ ok: true, options: { maintainer: false } });
    expect(parseUserCreateOptions([...args, "--maintainer"])).toMatchObject({
      ok: true,
      options: { maintainer: true },
    });
    expect(parseUserCreateOptions(["--email", "not-an-address", "--name", "X"])).toEqual({
      ok: false,
      message: "--email must be an e-mail address",
    });
    expect(parseUserCreateOptions([...args, "--admin"])).toMatchObject({ ok: false });
  });

  it("makes a customer's first user manager of their organization, not of the system", async () => {
    const parsed = parseUserCreateOptions(args);
    if (!parsed.ok) throw new Error(parsed.message);
    await createAccount(api.db, { ...parsed.options, password: TEST_PASSWORD });
    const client = new ApiClient(api.url);
    const login = await client.login("ada@customer.example");
    expect(login.data.content).toEqual([expect.objectContaining({ name: "Acme A/S" })]);
    expect((await client.get("/user")).data.system_permissions).toEqual([]);
    const organizationId = login.data.content[0].id;
    expect((await client.get(`/organizations/${organizationId}/permissions`)).data.content).toEqual([
      "READ",
      "EDIT",
      "MANAGE",
      "REPORT_EVENT",
    ]);
  });

  it("makes a maintainer when asked", async () => {
    const parsed = parseUserCreateOptions(["--email", "ops@vendor.example", "--name", "Ops", "--maintainer"]);
    if (!parsed.ok) throw new Error(parsed.message);
    await createAccount(api.db, { ...parsed.options, password: TEST_PASSWORD });
    const client = new ApiClient(api.url);
    await client.login("ops@vendor.example");
    expect((await client.get("/user")).data.system_permissions).toEqual(["MAINTAIN", "MANAGE"]);
  });
});
