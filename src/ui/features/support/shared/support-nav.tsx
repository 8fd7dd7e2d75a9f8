import { NavLink } from "react-router-dom";
import { css } from "../../../../../styled-system/css/index.js";

const SECTIONS = [
  { to: "/support", label: "Overview", end: true },
  { to: "/support/tickets", label: "Tickets", end: false },
  { to: "/support/maintenances", label: "Maintenances", end: false },
  { to: "/support/outages", label: "Outages", end: false },
] as const;

const linkClass = css({
  display: "inline-flex",
  alignItems: "center",
  h: "10",
  // Narrower on a phone, so all four sections fit a 390px screen without scrolling.
  px: { base: "2", sm: "3" },
  fontSize: "sm",
  fontWeight: "medium",
  color: "text.muted",
  borderBottomWidth: "2px",
  borderColor: "transparent",
  whiteSpace: "nowrap",
  _hover: { color: "text.default" },
  "&[aria-current=page]": { color: "brand.600", borderColor: "brand.500" },
});

/** The sections of the support desk; the current one is marked for assistive technology. */
export function SupportNav() {
  return (
    <nav aria-label="Support" className={css({ mb: "6", overflowX: "auto" })}>
      <ul
        className={css({
          display: "flex",
          gap: "1",
          borderBottomWidth: "1px",
          borderColor: "border.default",
        })}
      >
        {SECTIONS.map((section) => (
          <li key={section.to}>
            <NavLink to={section.to} end={section.end} className={linkClass}>
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
