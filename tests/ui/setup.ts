import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => undefined;

// waitFor and findBy* wait up to 5 s (not 1 s) for a state to come: the real-server tests wait
// on an API server in a child process, and the two cores of a CI machine are shared by both
// Vitest workers and those servers. What they wait for is asserted the same.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
