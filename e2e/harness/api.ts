import { type APIRequestContext, expect } from "@playwright/test";
import { ACCOUNTS, DEMO_PASSWORD } from "./accounts.ts";

/**
 * Calls to the real API server from the test itself (Playwright's `request` fixture), for
 * what a test must arrange or check behind the browser's back: a session revoked elsewhere,
 * a code from the development mailbox, an account of its own.
 */

export interface TokenPair {
  readonly access: string;
  readonly refresh: string;
}

export interface MailboxMessage {
  readonly kind: string;
  readonly subject: string;
  readonly body: string;
  readonly secret: string | null;
  readonly created_at: string;
}

/** POST /v2/auth with a password; the test fails if the server refuses. */
export async function signInByApi(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<TokenPair> {
  const response = await request.post("/v2/auth", { data: { username: email, password } });
  expect(response.status(), `POST /v2/auth for ${email}`).toBe(200);
  return (await response.json()) as TokenPair;
}

/** POST /v2/logout: ends the session the refresh token belongs to (always answers 200). */
export async function signOutByApi(request: APIRequestContext, refresh: string): Promise<void> {
  const response = await request.post("/v2/logout", { data: { refresh } });
  expect(response.status(), "POST /v2/logout").toBe(200);
}

/** Runs `work` with the Acme admin's authorization header, in a session of its own. */
async function asAdmin<T>(
  request: APIRequestContext,
  work: (headers: Record<string, string>) => Promise<T>,
): Promise<T> {
  const admin = await signInByApi(request, ACCOUNTS.admin);
  try {
    return await work({ Authorization: `Bearer ${admin.access}` });
  } finally {
    await signOutByApi(request, admin.refresh);
  }
}

/** POST /v2/auth/refresh, answered as is: the caller checks the status. */
export function refreshByApi(request: APIRequestContext, refresh: string) {
  return request.post("/v2/auth/refresh", { data: { refresh } });
}

/** GET /v2/dev/mailbox: the newest mail the server wrote to the address (demo mode only). */
export async function newestMail(
  request: APIRequestContext,
  email: string,
): Promise<MailboxMessage> {
  const response = await request.get("/v2/dev/mailbox", { params: { email } });
  expect(response.status(), `mailbox of ${email}`).toBe(200);
  return (await response.json()) as MailboxMessage;
}

/**
 * Waits for a mail newer than `after` (ISO time of the previous newest mail, or null when the
 * address had none), of one kind when given (news mailed to the address by other tests in the
 * meantime is then passed over), and answers it.
 */
export async function nextMail(
  request: APIRequestContext,
  email: string,
  after: string | null,
  kind?: string,
): Promise<MailboxMessage> {
  let mail: MailboxMessage | undefined;
  const params: Record<string, string> = kind === undefined ? { email } : { email, kind };
  await expect
    .poll(
      async () => {
        const response = await request.get("/v2/dev/mailbox", { params });
        if (response.status() !== 200) return false;
        const candidate = (await response.json()) as MailboxMessage;
        if (after !== null && candidate.created_at <= after) return false;
        mail = candidate;
        return true;
      },
      { message: `a new mail for ${email}`, timeout: 10_000 },
    )
    .toBe(true);
  if (mail === undefined) throw new Error(`no new mail for ${email}`);
  return mail;
}

/** The creation time of the newest mail of an address (of a kind), or null when it has none. */
export async function newestMailTime(
  request: APIRequestContext,
  email: string,
  kind?: string,
): Promise<string | null> {
  const params: Record<string, string> = kind === undefined ? { email } : { email, kind };
  const response = await request.get("/v2/dev/mailbox", { params });
  if (response.status() === 404) return null;
  expect(response.status(), `mailbox of ${email}`).toBe(200);
  return ((await response.json()) as MailboxMessage).created_at;
}

export interface InvitedAccount {
  readonly email: string;
  readonly password: string;
  readonly firstname: string;
}

let invited = 0;

/**
 * A first name no other test's account has (letters only, as names are typed): for a test
 * that picks its account by name where other workers invite accounts at the same time.
 */
export function uniqueFirstname(): string {
  const digits = `${Date.now()}${process.pid}${invited}`;
  return `Erin${[...digits].map((digit) => String.fromCharCode(97 + Number(digit))).join("")}`;
}

/**
 * A brand-new active account of Acme Corp that no other test knows about, made the way a
 * customer makes one: the admin invites (POST /v2/register/user), the invitee takes the code
 * from the mail and chooses a password (POST /v2/register/user/set-password).
 */
export async function inviteAccount(
  request: APIRequestContext,
  label: string,
  firstname = "Erin",
): Promise<InvitedAccount> {
  invited += 1;
  const unique = `${Date.now().toString(36)}${process.pid.toString(36)}${invited}`;
  const email = `e2e-${label}-${unique}@acme.test`;
  const password = `e2e-password-${unique}`;
  await asAdmin(request, async (headers) => {
    const invite = await request.post("/v2/register/user", {
      headers,
      data: { email, firstname, lastname: "Tester", permissions: ["view_service_module"] },
    });
    expect(invite.status(), `inviting ${email}: ${await invite.text()}`).toBe(201);
  });

  const mail = await newestMail(request, email);
  expect(mail.kind).toBe("invite");
  expect(mail.secret, "the invite mail carries its code").not.toBeNull();
  const accepted = await request.post("/v2/register/user/set-password", {
    data: { code: mail.secret, password, confirm_password: password },
  });
  expect(accepted.status(), `setting the password of ${email}: ${await accepted.text()}`).toBe(200);
  return { email, password, firstname };
}

/**
 * Gives the Acme user with this email exactly these module permissions, as the admin does on
 * the edit-user page (PUT /v2/users/{id}/permissions): a permission-log entry of the test's own.
 */
export async function setPermissionsByApi(
  request: APIRequestContext,
  email: string,
  permissions: ReadonlyArray<string>,
): Promise<void> {
  await asAdmin(request, async (headers) => {
    const found = await request.get(`/v2/users?search=${encodeURIComponent(email)}`, { headers });
    expect(found.status(), `finding ${email}: ${await found.text()}`).toBe(200);
    const { results } = (await found.json()) as {
      results: ReadonlyArray<{ id: number; email: string }>;
    };
    const user = results.find((candidate) => candidate.email === email);
    if (user === undefined) throw new Error(`no Acme user ${email}`);
    const changed = await request.put(`/v2/users/${user.id}/permissions`, {
      headers,
      data: { permissions },
    });
    expect(changed.status(), `permissions of ${email}: ${await changed.text()}`).toBe(200);
  });
}
