import { Popover } from "@ark-ui/react/popover";
import { Portal } from "@ark-ui/react/portal";
import { useId } from "react";
import { css } from "#styled-system/css/index.js";
import { contactButton, popoverPanel } from "#styled-system/recipes/index.js";
import { useRuntimeConfig } from "../../adapters/react/runtime-config-context.tsx";
import {
  AccountManagerDetails,
  ContactLine,
  contactLinkClass,
  telHref,
} from "./account-manager-details.tsx";
import { ChatIcon, ExternalLinkIcon, PhoneIcon } from "./nav/icons.tsx";

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
/**
 * The contact panel (spec section 1): the 24/7 network operations centre, the company's
 * account manager, and the provider's social links. Loaded by contact-widget.tsx when the
 * user shows interest, and opened at once when they clicked.
 */
export function ContactPopover({ open }: { readonly open: boolean }) {
  const { nocPhone, socialLinks } = useRuntimeConfig();
  const titleId = useId();
  const classes = popoverPanel();
  return (
    <Popover.Root
      positioning={{ placement: "top-end", gutter: 12 }}
      ids={{ title: titleId }}
      defaultOpen={open}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger aria-label="Contact us" className={contactButton()}>
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
