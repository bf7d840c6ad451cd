/**
 * Client tests run beside database suites on two cores: under that load a lazy chunk can
 * take more than Testing Library's default second to appear, so waits get five.
 */
import { configure } from "@testing-library/react";

configure({ asyncUtilTimeout: 5000 });
