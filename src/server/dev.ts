/**
 * `npm run dev`: the API on API_PORT (default 3001) and Vite's dev server on PORT (default
 * 5173), which proxies `/api` to it (see vite.config.ts), with hot module replacement.
 */
import { createServer } from "vite";
import { configOrExit } from "./config-or-exit";
import { startMandor } from "./start";

const apiPort = Number(process.env.API_PORT ?? 3001);
process.env.API_PORT = String(apiPort);
const running = await startMandor({ ...configOrExit(), port: apiPort });
const vite = await createServer({ server: { port: Number(process.env.PORT ?? 5173) } });
await vite.listen();
vite.printUrls();

async function stop() {
  await vite.close();
  await running.close();
  process.exit(0);
}
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
