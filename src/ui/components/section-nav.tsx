import { NavLink } from "react-router-dom";
import { sectionNav } from "#styled-system/recipes/index.js";

export interface Section {
  readonly to: string;
  readonly label: string;
  /** Marked current only on its own path, not on the paths below it. */
  readonly end?: boolean;
}

const styles = sectionNav();

/**
 * The sections of a module (Support: Overview, Tickets...) or the tabs of a record (a
 * service's Overview, Tickets...), as links: the current one is marked for assistive
 * technology, and each is an address, so Back and a shared link work.
 */
export function SectionNav({
  label,
  sections,
}: {
  /** What the row is, for assistive technology ("Support", "Service"). */
  readonly label: string;
  readonly sections: ReadonlyArray<Section>;
}) {
  return (
    <nav aria-label={label} className={styles.root}>
      <ul className={styles.list}>
        {sections.map((section) => (
          <li key={section.to}>
            <NavLink to={section.to} end={section.end ?? false} className={styles.link}>
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
