import { setFlagsFromString } from "node:v8";

/**
 * PGlite's memory settings. Its 128 MB of shared buffers are written through when it starts, so
 * they stayed resident for good: with the demo's 70 MB of tables, 32 MB holds what the screens
 * touch, and the files beneath stay in the operating system's cache. The embedded database has
 * one session, so the shared memory PostgreSQL sets aside for 100 connections serves nobody.
 */
export const EMBEDDED_SHARED_BUFFERS_MB = 32;

export function embeddedSettings(sharedBuffersMb: number): string[] {
  return [
    `shared_buffers=${sharedBuffersMb}MB`,
    "max_connections=5",
    "superuser_reserved_connections=0",
    "reserved_connections=0",
  ];
}

/**
 * V8 compiles PGlite's 9 MB of WebAssembly on as many threads as it may, and every thread's
 * allocator arena keeps the memory its compilation used: one compiling thread left the idle
 * server 35–40 MB smaller (257–260 MB against 282–301 MB after a restart), its start 0.3 s
 * slower. Must run before the first PGlite starts in the process.
 */
export function compileWasmOnOneThread(): void {
  setFlagsFromString("--wasm-num-compilation-tasks=1");
}
