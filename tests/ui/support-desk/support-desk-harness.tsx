import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router-dom";
import { PortalProvider } from "../../../src/adapters/react/portal-context.tsx";
import { privateRoutes } from "../../../src/ui/app/private-routes.tsx";
import type { ApiServer } from "../../adapters/harness/api-server.ts";
import { createHarness, type Harness } from "../../adapters/harness/portal-harness.tsx";
import { memoryRouting, preloadRoutes, RouteTable } from "../harness/memory-routing.tsx";

/**
 * The support desk's screens on the real adapters against the real API server (a child
 * process on a fresh demo database, tests/adapters/support-desk/real-server.ts): the private
 * routes as the portal has them, signed in as a demo account, in a memory router.
 */

/** Generous: the server shares two cores with the rest of the test run. */
export const SERVER_WAIT = { timeout: 15_000 } as const;

function Elsewhere() {
  return <h1>Elsewhere: {useLocation().pathname}</h1>;
}

/** Loads the lazily loaded pages and frame once, so the first test does not wait for them. */
export function preloadSupportRoutes(): Promise<void> {
  return preloadRoutes(privateRoutes);
}

export interface RenderedSupport {
  readonly harness: Harness;
  readonly router: ReturnType<typeof memoryRouting>["router"];
  readonly user: ReturnType<typeof userEvent.setup>;
  readonly access: string;
}

/**
 * Signs `email` in over HTTP (tokens stored as another tab would) and renders the private
 * area at `path`. `apiBaseUrl` may point elsewhere (an address where no server answers).
 */
export async function renderSupportAt(
  server: ApiServer,
  email: string,
  path: string,
  options: { readonly apiBaseUrl?: string } = {},
): Promise<RenderedSupport> {
  const { access, refresh } = await server.sessionFor(email);
  localStorage.setItem("access_token", access);
  localStorage.setItem("refresh_token", refresh);
  const harness = createHarness({ apiBaseUrl: options.apiBaseUrl ?? server.url, path });
  const { element, router } = memoryRouting(
    path,
    <RouteTable routes={[...privateRoutes, { path: "*", element: <Elsewhere /> }]} />,
  );
  harness.navigate.mockImplementation((to) => void router.navigate(to));
  render(<PortalProvider portal={harness.portal}>{element}</PortalProvider>);
  return { harness, router, access, user: userEvent.setup() };
}

/** A call to the server as `access`, behind the screen's back; fails on an error status. */
export async function callApi<T>(
  server: ApiServer,
  access: string,
  path: string,
  init: { readonly method?: string; readonly body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${server.url}/v2${path}`, {
    method: init.method ?? "GET",
    headers: {
      authorization: `Bearer ${access}`,
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${response.status} ${text}`);
  return (text === "" ? undefined : JSON.parse(text)) as T;
}

/** The access token of a demo account. */
export async function accessOf(server: ApiServer, email: string): Promise<string> {
  return (await server.sessionFor(email)).access;
}

/** A "Billing question" ticket (no required field) created over HTTP; its issue key. */
export async function createTicketOverHttp(
  server: ApiServer,
  access: string,
  summary: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const created = await callApi<{ id: string }>(server, access, "/support/request", {
    method: "POST",
    body: {
      request_type: "3",
      summary,
      description: `${summary}: made by a component test.`,
      ...extra,
    },
  });
  return created.id;
}

/**
 * A gateway in front of the real server, as a load balancer would be: it passes every call
 * through, except that the API paths in `failing` answer 502 Bad Gateway (an empty body,
 * like a gateway whose upstream did not answer), for the error states of pages whose calls
 * the address cannot make fail.
 */
export interface Gateway {
  readonly url: string;
  readonly failing: Set<string>;
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "host",
]);

export async function startGateway(upstream: string): Promise<Gateway> {
  const failing = new Set<string>();
  const gateway = createServer(async (request, response) => {
    const url = request.url ?? "/";
    if (failing.has(new URL(url, upstream).pathname)) {
      response.writeHead(502).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === "string" && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    const answer = await fetch(`${upstream}${url}`, {
      method: request.method ?? "GET",
      headers,
      ...(chunks.length === 0 ? {} : { body: Buffer.concat(chunks) }),
    });
    const back: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (!HOP_BY_HOP.has(name)) back[name] = value;
    });
    response.writeHead(answer.status, back).end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
  const { port } = gateway.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    failing,
    close: () =>
      new Promise((resolve) => {
        gateway.closeAllConnections();
        gateway.close(() => resolve());
      }),
  };
}
