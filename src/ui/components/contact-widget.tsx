import { Popover } from "@ark-ui/react/popover";
import { Portal } from "@ark-ui/react/portal";
import { type ReactNode, useId } from "react";
import { css } from "../../../styled-system/css/index.js";
import { popoverPanel } from "../../../styled-system/recipes/index.js";
import { useAccountManager, useRuntimeConfig } from "../../adapters/react/index.ts";
import { ChatIcon, ExternalLinkIcon, MailIcon, PhoneIcon } from "./nav/icons.tsx";

/** A tel: address from a number as people write it ("+44 20 7946 0000" -> "tel:+442079460000"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

const sectionClass = css({
  px: "4",
  py: "3",
  borderBottomWidth: "1px",
  borderColor: "border.default",
  _last: { borderBottomWidth: "0" },
});
const headingClass = css({
  fontSize: "xs",
  fontWeight: "semibold",
  textTransform: "uppercase",
  letterSpacing: "wider",
  color: "text.muted",
  mb: "2",
});
const contactLinkClass = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "2",
  color: "brand.600",
  fontSize: "sm",
  wordBreak: "break-all",
  _hover: { textDecoration: "underline" },
});

function ContactLine({
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

/**
 * The floating contact button of every private page (spec section 1): the 24/7 network
 * operations centre, the company's account manager, and the provider's social links.
 */
export function ContactWidget() {
  const { nocPhone, socialLinks } = useRuntimeConfig();
  const titleId = useId();
  const classes = popoverPanel();
  return (
    <Popover.Root
      positioning={{ placement: "top-end", gutter: 12 }}
      ids={{ title: titleId }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger
        aria-label="Contact us"
        className={css({
          position: "fixed",
          right: { base: "4", md: "6" },
          bottom: { base: "4", md: "6" },
          zIndex: 30,
          display: "inline-flex",
          alignItems: "center",
          justifyContent: "center",
          w: "14",
          h: "14",
          borderRadius: "full",
          bg: "brand.500",
          color: "text.inverted",
          boxShadow: "lg",
          cursor: "pointer",
          _hover: { bg: "brand.600" },
          "&[data-state=open]": { bg: "brand.700" },
        })}
      >
        <ChatIcon size={24} />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner className={classes.positioner}>
          {/* Named explicitly: Ark links the title only if it finds it when opening. */}
          <Popover.Content className={classes.content} aria-labelledby={titleId}>
            <div className={classes.header}>
              <Popover.Title className={classes.title}>Contact us</Popover.Title>
            </div>
            <section aria-labelledby="contact-noc" className={sectionClass}>
              <h3 id="contact-noc" className={headingClass}>
                Network operations centre, 24/7
              </h3>
              <ContactLine href={telHref(nocPhone)} icon={<PhoneIcon size={16} />}>
                {nocPhone}
              </ContactLine>
            </section>
            <section aria-labelledby="contact-manager" className={sectionClass}>
              <h3 id="contact-manager" className={headingClass}>
                Your account manager
              </h3>
              <AccountManagerDetails />
            </section>
            {socialLinks.length > 0 && (
              <section aria-labelledby="contact-social" className={sectionClass}>
                <h3 id="contact-social" className={headingClass}>
                  Follow us
                </h3>
                <ul className={css({ display: "flex", flexWrap: "wrap", gap: "4" })}>
                  {socialLinks.map((link) => (
                    <li key={link.url}>
                      <a
                        href={link.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={contactLinkClass}
                      >
                        {link.label}
                        <ExternalLinkIcon />{" "}
                        <span className={css({ srOnly: true })}>(opens in a new tab)</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

/** The account manager as the widget and the dashboard show them, with loading and empty states. */
export function AccountManagerDetails() {
  const manager = useAccountManager();
  const textClass = css({ fontSize: "sm", color: "text.muted" });
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
    <div className={css({ display: "flex", flexDirection: "column", gap: "1.5" })}>
      <p className={css({ fontWeight: "semibold" })}>{name}</p>
      <ContactLine href={telHref(phone)} icon={<PhoneIcon size={16} />}>
        {phone}
      </ContactLine>
      <ContactLine href={`mailto:${email}`} icon={<MailIcon size={16} />}>
        {email}
      </ContactLine>
    </div>
  );
}
