/**
 * Client tests run beside database suites and browser tests on two cores (two test files at a
 * time): under that load the first render of a file, which imports the app and its lazy
 * chunks, has taken more than five seconds, and a wait beside the bench-size browser suite
 * (a million rows seeded and indexed) more than fifteen, so waits get forty, inside the
 * tests' sixty. A passing wait returns as soon as its condition holds; only a failing one
 * waits the whole time.
 */
import { configure } from "@testing-library/react";

configure({ asyncUtilTimeout: 40_000 });
