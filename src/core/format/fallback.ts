/** What a formatter shows for a missing or unreadable value: visible, but not alarming. */
export const FORMAT_FALLBACK = "—";
