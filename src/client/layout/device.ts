/**
 * Phones and tablets get the 'device too small' notice (admin-area §1); the choice to keep
 * using the web version anyway is remembered in local storage, beside the language.
 */
const SMALL_DEVICE =
  /Android|iPhone|iPad|iPod|Mobile|Tablet|Silk|Kindle|PlayBook|BlackBerry|IEMobile|Opera Mini/i;

export const KEEP_WEB_KEY = "keep_web_on_small_device";

export function isSmallDevice(userAgent: string): boolean {
  return SMALL_DEVICE.test(userAgent);
}

export function keepsWeb(): boolean {
  try {
    return localStorage.getItem(KEEP_WEB_KEY) === "1";
  } catch {
    return false;
  }
}

export function rememberKeepWeb(): void {
  try {
    localStorage.setItem(KEEP_WEB_KEY, "1");
  } catch {
    // Not remembered: the notice shows again next time, which is only a small annoyance.
  }
}
