/** "3 unread notifications", "1 unread notification", "No unread notifications". */
export function unreadLabel(count: number): string {
  if (count <= 0) return "No unread notifications";
  return count === 1 ? "1 unread notification" : `${count} unread notifications`;
}
