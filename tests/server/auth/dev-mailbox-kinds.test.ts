import { describe, expect, it } from "vitest";
import { DevMailbox, type KeptMail } from "../../../server/src/mail/dev-mailbox.ts";

const mail = (kind: string, secret: string | null, minute: number): KeptMail => ({
  kind,
  subject: kind,
  body: "",
  secret,
  createdAt: new Date(Date.UTC(2026, 10, 25, 9, minute)),
});

describe("the development mailbox", () => {
  it("answers the newest mail of an address, or the newest of one kind", () => {
    const mailbox = new DevMailbox();
    mailbox.keep("Admin@Acme.test", mail("one-time-code", "123456", 0));
    mailbox.keep("admin@acme.test", mail("news:users", null, 1));
    expect(mailbox.newest("admin@acme.test")?.kind).toBe("news:users");
    expect(mailbox.newest("ADMIN@acme.test", "one-time-code")?.secret).toBe("123456");
    expect(mailbox.newest("admin@acme.test", "invite")).toBeUndefined();
    expect(mailbox.newest("nobody@acme.test")).toBeUndefined();
  });

  it("keeps a few mails per address, the oldest going first", () => {
    const mailbox = new DevMailbox();
    mailbox.keep("noc@acme.test", mail("one-time-code", "000001", 0));
    for (let minute = 1; minute <= 8; minute += 1) {
      mailbox.keep("noc@acme.test", mail("news:users", null, minute));
    }
    expect(mailbox.newest("noc@acme.test", "one-time-code")).toBeUndefined();
    expect(mailbox.newest("noc@acme.test")?.createdAt.getUTCMinutes()).toBe(8);
  });
});
