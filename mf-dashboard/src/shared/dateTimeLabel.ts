/** "Mon 2 Nov, 07:30" in the user's zone (undefined: the browser's). */
export function dateTimeLabel(instant: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone })
    .format(new Date(instant))
    // Newer ICU data joins date and time with " at ".
    .replace(' at ', ', ');
}
