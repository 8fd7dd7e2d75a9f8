import { describe, expect, it } from "vitest";
import { addressThrottleKey } from "../../../server/src/auth/login-throttle.ts";

describe("addressThrottleKey", () => {
  it("keeps an IPv4 address as it is: one address, one count", () => {
    expect(addressThrottleKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressThrottleKey("203.0.113.8")).toBe("203.0.113.8");
  });

  it("counts an IPv6 address by its /64, however the address is written", () => {
    const key = "2001:db8:1:2::/64";
    for (const address of [
      "2001:db8:1:2::7",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0db8:0001:0002:0000:0000:0000:0001",
      "2001:DB8:1:2:a:b:c:d",
      "2001:db8:1:2::1.2.3.4",
      "2001:db8:1:2::7%eth0",
    ]) {
      expect(addressThrottleKey(address), address).toBe(key);
    }
    expect(addressThrottleKey("2001:db8:1:3::7")).toBe("2001:db8:1:3::/64");
    expect(addressThrottleKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressThrottleKey("::1")).toBe("0:0:0:0::/64");
    expect(addressThrottleKey("fe80::1")).toBe("fe80:0:0:0::/64");
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(addressThrottleKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressThrottleKey("::FFFF:203.0.113.7")).toBe("203.0.113.7");
    expect(addressThrottleKey("::ffff:cb00:7107")).toBe("203.0.113.7");
    expect(addressThrottleKey("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
    // Not mapped: the IPv4-compatible and NAT64 forms are IPv6 addresses.
    expect(addressThrottleKey("64:ff9b::203.0.113.7")).toBe("64:ff9b:0:0::/64");
  });

  it("keeps what is not an address as given", () => {
    expect(addressThrottleKey("unknown")).toBe("unknown");
    expect(addressThrottleKey("")).toBe("");
  });
});
