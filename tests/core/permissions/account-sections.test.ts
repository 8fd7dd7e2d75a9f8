import { describe, expect, it } from "vitest";
import { accountSectionsFor } from "../../../src/core/permissions/account-sections.ts";
import { MODULE_PERMISSIONS } from "../../../src/core/permissions/permission-names.ts";

const ids = (held: ReadonlyArray<string>) => accountSectionsFor(held).map((section) => section.id);

describe("accountSectionsFor", () => {
  it("offers every signed-in user their own sections", () => {
    expect(ids([])).toEqual(["me", "change-password", "notification-settings"]);
    expect(ids(MODULE_PERMISSIONS)).toEqual(["me", "change-password", "notification-settings"]);
  });
});
