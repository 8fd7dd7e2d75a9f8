import { useContext } from "react";
import { Link } from "react-router-dom";
import { css } from "#styled-system/css/index.js";
import { noticeBar, srOnly } from "#styled-system/recipes/index.js";
import { useBannerAlert } from "../../adapters/resources/content/banner-alert.ts";
import { bannerSeverity, type CurrentBannerAlert } from "../../core/api/content/banner-alert.ts";
import { BannerAlertRead } from "./banner-alert-read.ts";

const linkClass = css({ fontWeight: "semibold", textDecoration: "underline" });

/**
 * The provider's banner alert (a planned maintenance, an incident) under the top bar, styled
 * by severity. Nothing shows while it loads, when there is none, or when it cannot be read:
 * the page itself matters more than the notice.
 */
export function BannerAlertBar() {
  const read = useContext(BannerAlertRead);
  return read === null ? <OwnBannerAlert /> : <BannerAlertNotice alert={read.data} />;
}

/** The bar outside the session gate, which reads the alert itself. */
function OwnBannerAlert() {
  return <BannerAlertNotice alert={useBannerAlert().data} />;
}

function BannerAlertNotice({ alert }: { readonly alert: CurrentBannerAlert | undefined }) {
  if (alert === null || alert === undefined) return null;
  const severity = bannerSeverity(alert.severity);
  const isExternal = alert.url !== null && /^https?:\/\//i.test(alert.url);
  return (
    <section
      aria-label="Service announcement"
      data-severity={severity}
      className={noticeBar({ tone: severity })}
    >
      <p>{alert.message}</p>
      {alert.url !== null &&
        (isExternal ? (
          <a href={alert.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
            More information <span className={srOnly()}>(opens in a new tab)</span>
          </a>
        ) : (
          <Link to={alert.url} className={linkClass}>
            More information
          </Link>
        ))}
    </section>
  );
}
