import { BUSINESS_TIME_ZONE } from "../../schema/validation/periods";

/** Made once: building an Intl formatter costs more than the call. */
const jakartaTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: BUSINESS_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/**
 * Times as the spec writes them everywhere (HH:mm:ss, 24 h), on Jakarta's clock like every
 * date beside them, whatever the browser's zone or the interface language: callers label it WIB.
 */
export function formatTime(date: Date): string {
  return jakartaTime.format(date);
}
