/**
 * Tests that need what this machine lacks (Chromium, LibreOffice, a PostgreSQL server) are
 * skipped under a banner nobody scrolls past; under CI (`CI=true`) the lack is an error, since
 * a green run there must mean every test ran.
 */
export function skipLoudly(tests: string, advice: string): void {
  if (process.env.CI === "true") {
    throw new Error(`${advice} ${tests} cannot be skipped under CI.`);
  }
  console.warn(
    `\n${"!".repeat(78)}\n!! ${tests.toUpperCase()} SKIPPED. ${advice}\n${"!".repeat(78)}\n`,
  );
}
