import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
});
