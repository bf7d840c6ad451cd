/** Times as the spec writes them everywhere (HH:mm:ss, 24 h), whatever the interface language. */
export function formatTime(date: Date): string {
  return [date.getHours(), date.getMinutes(), date.getSeconds()]
    .map((part) => String(part).padStart(2, "0"))
    .join(":");
}
