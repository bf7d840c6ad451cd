/**
 * The settings for a process that starts Mandor: a refused configuration ends it before
 * anything opens, with one line per problem on stderr and exit code 2 (a usage error, told
 * apart from a crash).
 */
import { type Config, ConfigError, loadConfig } from "./config";

export function configOrExit(env: Record<string, string | undefined> = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const problem of error.problems) console.error(`Mandor cannot start: ${problem}`);
    process.exit(2);
  }
}
