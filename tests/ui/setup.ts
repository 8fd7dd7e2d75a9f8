import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { setPortalClock } from "../../src/core/clock.ts";
import { FIRST_ADDRESS, moveWindowTo } from "../adapters/harness/window-address.ts";
import { testClock } from "../harness/test-clock.ts";

// The portal reads the run's clock, the one its API servers and the seed read (a run pinned
// to a date by CONDUIT_TEST_DATE; tests/harness/test-clock.ts).
setPortalClock(testClock);

// In the "ui" project one worker runs file after file in one jsdom (vitest.config.ts), and
// this file runs before each of them: it starts from what a new tab has, whatever the file
// before left behind (a stored session or consent, a script analytics added to the head, a
// toast region, the address a router pushed or a real-server file moved to its server (see
// borrowRealServer's `at`), the title, analytics' data layer). The portal sets no cookies.
// Storage belongs to an origin: what the file before stored at its server's is cleared too.
localStorage.clear();
sessionStorage.clear();
if (window.location.href !== FIRST_ADDRESS) {
  moveWindowTo(FIRST_ADDRESS);
  localStorage.clear();
  sessionStorage.clear();
}
delete (window as { dataLayer?: unknown }).dataLayer;
for (const element of [document.documentElement, document.body]) {
  for (const attribute of [...element.attributes]) element.removeAttribute(attribute.name);
}
document.head.replaceChildren();
document.body.replaceChildren();
document.title = "";

// jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => undefined;

// waitFor and findBy* wait up to 10 s (not 1 s) for a state to come: the real-server tests wait
// on an API server in a child process, and the two cores of a CI machine are shared by both
// Vitest workers and those servers; a sign-in's password check alone (scrypt at production
// cost, 0.43 s of CPU, before the pool's servers hashed at TEST_PASSWORD_COST) took over 5 s
// on a loaded machine. What they wait for is asserted the same; a test that passes returns as
// soon as it is there.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
