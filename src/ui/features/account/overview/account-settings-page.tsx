import { Link } from "react-router-dom";
import { css } from "#styled-system/css/index.js";
import { grid } from "#styled-system/patterns/index.js";
import { panel, text } from "#styled-system/recipes/index.js";
import { useSession } from "../../../../adapters/react/auth/use-session.ts";
import { accountSectionsFor } from "../../../../core/permissions/account-sections.ts";
import { AccountPage } from "../shared/account-page.tsx";

/** /account-settings: the sections this user may open, each with what it is for. */
export function AccountSettingsPage() {
  const { permissions } = useSession();
  const sections = accountSectionsFor(permissions);
  return (
    <AccountPage title="Account settings" back={null}>
      <ul
        aria-label="Account settings sections"
        className={grid({
          gap: "4",
          gridTemplateColumns: { base: "1fr", md: "repeat(2, minmax(0, 1fr))" },
        })}
      >
        {sections.map((section) => (
          <li key={section.id} className={panel()}>
            <Link
              to={section.path}
              className={css({ fontWeight: "semibold", color: "brand.600", fontSize: "lg" })}
            >
              {section.label}
            </Link>
            <p className={text({ tone: "muted", size: "sm" })}>{section.description}</p>
          </li>
        ))}
      </ul>
    </AccountPage>
  );
}
