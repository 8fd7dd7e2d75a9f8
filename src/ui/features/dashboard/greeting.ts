/** "Good morning" before noon, "Good afternoon" until 18:00, "Good evening" after, local time. */
export function greetingFor(moment: Date): string {
  const hour = moment.getHours();
  if (hour < 12) return "Good morning";
  if (hour < 18) return "Good afternoon";
  return "Good evening";
}
