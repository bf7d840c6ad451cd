/**
 * On a phone or tablet: the 'device too small' notice with the Android and iOS apps and a
 * way to keep using the web version (remembered). Elsewhere it shows the app as it is.
 */
import { Trans } from "@lingui/react/macro";
import { type ReactNode, useId, useState } from "react";
import { useLoadedAppConfig } from "../session/app-config";
import { Button } from "../ui/Button";
import { SmartphoneIcon } from "../ui/Icons";
import { isSmallDevice, keepsWeb, rememberKeepWeb } from "./device";
import "./session-chrome.css";

export function DeviceNotice({ children }: { children: ReactNode }) {
  const config = useLoadedAppConfig();
  const titleId = useId();
  const [dismissed, setDismissed] = useState(keepsWeb);
  if (dismissed || !isSmallDevice(navigator.userAgent)) return children;

  const keepWeb = () => {
    rememberKeepWeb();
    setDismissed(true);
  };
  const { android, ios } = config.mobileApps;
  const name = config.name;
  return (
    <main className="device-notice" aria-labelledby={titleId}>
      <div className="device-notice__card">
        <span className="auth-card__icon">
          <SmartphoneIcon size={24} />
        </span>
        <h1 id={titleId} className="device-notice__title">
          <Trans>Layar perangkat terlalu kecil</Trans>
        </h1>
        <p className="device-notice__text">
          <Trans>
            {name} versi web dirancang untuk layar komputer. Di ponsel dan tablet, gunakan aplikasi{" "}
            {name}.
          </Trans>
        </p>
        <div className="device-notice__stores">
          {android && (
            <a className="button button--primary" href={android} rel="noopener noreferrer">
              <Trans>Unduh di Google Play</Trans>
            </a>
          )}
          {ios && (
            <a className="button button--primary" href={ios} rel="noopener noreferrer">
              <Trans>Unduh di App Store</Trans>
            </a>
          )}
        </div>
        <Button className="device-notice__keep" onClick={keepWeb}>
          <Trans>Tetap gunakan versi web</Trans>
        </Button>
      </div>
    </main>
  );
}
