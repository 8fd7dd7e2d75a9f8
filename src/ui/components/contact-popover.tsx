import { Popover } from "@ark-ui/react/popover";
import { css } from "#styled-system/css/index.js";
import { wrap } from "#styled-system/patterns/index.js";
import { contactButton, srOnly } from "#styled-system/recipes/index.js";
import { useRuntimeConfig } from "../../adapters/react/runtime-config-context.tsx";
import {
  AccountManagerDetails,
  ContactLine,
  contactLinkClass,
  telHref,
} from "./account-manager-details.tsx";
import { ChatIcon, ExternalLinkIcon, PhoneIcon } from "./nav/icons.tsx";
import { PopoverPanel } from "./popover-panel.tsx";

const sectionClass = css({
  px: "4",
  py: "3",
  borderBottomWidth: "1px",
  borderColor: "border.default",
  _last: { borderBottomWidth: "0" },
});
const headingClass = css({
  textStyle: "overline",
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
  return (
    <PopoverPanel
      positioning={{ placement: "top-end", gutter: 12 }}
      defaultOpen={open}
      trigger={
        <Popover.Trigger aria-label="Contact us" className={contactButton()}>
          <ChatIcon size={24} />
        </Popover.Trigger>
      }
      title="Contact us"
    >
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
          <ul className={wrap({ gap: "4" })}>
            {socialLinks.map((link) => (
              <li key={link.url}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={contactLinkClass}
                >
                  {link.label}
                  <ExternalLinkIcon /> <span className={srOnly()}>(opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </PopoverPanel>
  );
}
