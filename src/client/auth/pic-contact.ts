/** The number to copy from a department's PIC contact ("Budi - 0812…"): the part after the dash. */
export function picNumber(contact: string): string {
  const dash = contact.indexOf("-");
  return (dash === -1 ? contact : contact.slice(dash + 1)).trim();
}
