// Imports of 10,000 rows (decision 043) through the API, with the server on one core, beside the log-in
// page in the same run (the machine is shared: compare ratios, not absolute rates). Each file is
// uploaded, its suggested mapping chosen (which checks every row), and imported; the times are the
// client's, request to answer. Target: upload, check and import of 10,000 rows within 10 s.
//   npm run build && npx tsx tests/perf/imports.ts   (BENCH_SERVER_CPUS=1, BENCH_SECONDS=5, BENCH_ROWS=10000)
import { freshDataDir, measurePage, printTable, requireBuild, startServer } from "./harness";

requireBuild();
const cpus = process.env.BENCH_SERVER_CPUS ?? "1";
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const TARGET_MS = 10_000;

/** A Danish spreadsheet's CSV: semicolons, Danish headings, days and decimal commas. */
const FILES = {
  machines: () => [
    "Navn;Type;Producent;Model;Serienummer;Afdeling;Placering;Idriftsat",
    ...Array.from(
      { length: ROWS },
      (_, row) =>
        `Bænkbor ${row};Boremaskine;Bosch;PBD ${row % 40};SN-${row};Warehouse;Hal ${row % 9};${1 + (row % 28)}.03.2019`,
    ),
  ],
  meters: () => [
    "Navn;Type;Enheder;Nummer;Afdeling;Placering;Aflæses;Tællerstande (tælleren tæller videre)",
    ...Array.from(
      { length: ROWS },
      (_, row) => `Bimåler ${row};El;kWh;M-${row};Production;Tavle ${row % 30};Hver måned;Ja`,
    ),
  ],
  members: () => [
    "Navn;E-mail;Stilling;Afdeling;Adgang",
    ...Array.from(
      { length: ROWS },
      (_, row) => `Medarbejder Ærø ${row};medarbejder.${row}@nordvik.example;Operatør;Production;Læse`,
    ),
  ],
  chemicals: () => [
    "Kemikalie;Afdeling;Opbevaringssted;Mængde;Enhed;Anvendelsesformål",
    ...Array.from(
      { length: ROWS },
      (_, row) => `Acetone technical 99.5 %;Production;Reol ${row};${(row % 90) + 1},5;L;Affedtning af emner ${row}`,
    ),
  ],
};

// Members are the manager's to import (MANAGE); the other registers the editor's.
const IMPORTER: Record<string, string> = { members: "manager@demo.example" };

async function logIn(url: string, email: string) {
  const response = await fetch(`${url}/api/v1/authentications`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username: email, password: "compliance-demo" }),
  });
  const pairs = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
  const xsrf = pairs.find((pair) => pair.startsWith("XSRF-TOKEN="))!.slice("XSRF-TOKEN=".length);
  const organizations = (await response.json()) as { content: { id: number }[] };
  return { headers: { cookie: pairs.join("; "), "x-xsrf-token": xsrf }, organization: organizations.content[0]!.id };
}

async function timed<T>(work: () => Promise<Response>, read: (body: unknown) => T) {
  const started = performance.now();
  const response = await work();
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return { ms: Math.round(performance.now() - started), value: read(body) };
}

type Held = { id: number; mapping: Record<string, number | null>; clean: number; bad: number; outcome: unknown };

const server = await startServer({ DATA_DIR: freshDataDir(), LOG_LEVEL: "warn" }, { cpus });
try {
  const logInPage = await measurePage(`${server.url}/`, undefined, 10, seconds);
  const rows: Record<string, string | number>[] = [];
  for (const [register, lines] of Object.entries(FILES)) {
    const { headers, organization } = await logIn(server.url, IMPORTER[register] ?? "editor@demo.example");
    const file = Buffer.from(lines().join("\r\n"), "utf8");
    const base = `${server.url}/api/v1/organizations/${organization}/imports/${register}`;
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(file)]), `${register}.csv`);
    const upload = await timed(
      () => fetch(base, { method: "POST", headers, body: form }),
      (body) => body as Held,
    );
    const json = { ...headers, "content-type": "application/json" };
    const check = await timed(
      () =>
        fetch(`${base}/${upload.value.id}/mapping`, {
          method: "PUT",
          headers: json,
          body: JSON.stringify({ mapping: upload.value.mapping }),
        }),
      (body) => body as Held,
    );
    if (check.value.bad > 0) {
      const bad = await fetch(`${base}/${upload.value.id}?only_bad=true&size=3`, { headers }).then((r) => r.json());
      throw new Error(`${register}: ${check.value.bad} rows with errors, e.g. ${JSON.stringify(bad.rows)}`);
    }
    const run = await timed(
      () => fetch(`${base}/${upload.value.id}/run`, { method: "POST", headers: json, body: "{}" }),
      (body) => (body as Held).outcome as { created: number },
    );
    const total = upload.ms + check.ms + run.ms;
    rows.push({
      register,
      rows: ROWS,
      KB: Math.round(file.length / 1024),
      "upload ms": upload.ms,
      "map and check ms": check.ms,
      "import ms": run.ms,
      "total ms": total,
      clean: check.value.clean,
      created: run.value.created,
      verdict: total <= TARGET_MS && run.value.created === ROWS ? "meets" : "MISSES",
    });
  }
  printTable(`The log-in page on CPU ${cpus} (10 connections, ${seconds} s)`, [{ page: "log-in", ...logInPage }]);
  printTable(`Imports of ${ROWS} rows on CPU ${cpus}, target ≤ ${TARGET_MS} ms each`, rows);
} finally {
  await server.stop();
}
