// Cold first start (new data directory: initdb, migrations, demo seed), warm start, memory at idle.
//   npm run build && npx tsx tests/perf/startup.ts
import { freshDataDir, printTable, requireBuild, residentMegabytes, startServer } from "./harness";

requireBuild();
const dataDir = freshDataDir();

const cold = await startServer({ DATA_DIR: dataDir });
await cold.stop();

const warm = await startServer({ DATA_DIR: dataDir });
await new Promise((resolve) => setTimeout(resolve, 5000));
const idleMegabytes = residentMegabytes(warm.pid);
const exitCode = await warm.stop();

printTable("Start-up on the embedded database", [
  { measure: "cold first start to ready (ms)", value: Math.round(cold.startedMs) },
  { measure: "warm start to ready (ms)", value: Math.round(warm.startedMs) },
  { measure: "resident memory at idle (MB)", value: idleMegabytes },
  { measure: "exit code after SIGTERM", value: String(exitCode) },
]);
