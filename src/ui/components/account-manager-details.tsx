import type { ReactNode } from "react";
import { css } from "#styled-system/css/index.js";
import { flex } from "#styled-system/patterns/index.js";
import { text } from "#styled-system/recipes/index.js";
import type { QueryView } from "../../adapters/react/result-views.ts";
import { useAccountManager } from "../../adapters/resources/account/account-manager.ts";
import type { AccountManager } from "../../core/api/account/account-manager.ts";
import { MailIcon, PhoneIcon } from "./nav/icons.tsx";

/** A tel: address from a number as people write it ("+44 20 7946 0000" -> "tel:+442079460000"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export const contactLinkClass = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "2",
  color: "brand.600",
  fontSize: "sm",
  wordBreak: "break-all",
  _hover: { textDecoration: "underline" },
});

export function ContactLine({
  href,
  icon,
  children,
}: {
  readonly href: string;
  readonly icon: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <a href={href} className={contactLinkClass}>
      {icon}
      {children}
    </a>
  );
}

/** The account manager as the contact widget shows them, from its own read of the query. */
export function AccountManagerDetails() {
  return <AccountManagerView manager={useAccountManager()} />;
}

/**
 * The account manager with loading and empty states, from a read of the query its page
 * already holds. The dashboard passes its own: a second reader mounting next to it would
 * fetch the manager again (queries are stale at once) and re-render synchronously, outside
 * the transition the dashboard renders its content in (TBT, docs/performance.md).
 */
export function AccountManagerView({
  manager,
}: {
  readonly manager: QueryView<AccountManager | null>;
}) {
  const textClass = text({ tone: "muted", size: "sm" });
  if (manager.isPending) {
    return (
      <p role="status" className={textClass}>
        Loading…
      </p>
    );
  }
  if (manager.isError) {
    return <p className={textClass}>Your account manager's details are unavailable right now.</p>;
  }
  if (manager.data === null || manager.data === undefined) {
    return <p className={textClass}>Your account manager will be assigned soon.</p>;
  }
  const { name, phone, email } = manager.data;
  return (
    <div className={flex({ direction: "column", gap: "1.5" })}>
      <p className={text({ weight: "semibold" })}>{name}</p>
      <ContactLine href={telHref(phone)} icon={<PhoneIcon size={16} />}>
        {phone}
      </ContactLine>
      <ContactLine href={`mailto:${email}`} icon={<MailIcon size={16} />}>
        {email}
      </ContactLine>
    </div>
  );
}
