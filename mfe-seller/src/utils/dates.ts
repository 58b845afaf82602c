/** Whether `isoDate` is later than `now`. */
export const isFuture = (isoDate: string | null | undefined, now: number = Date.now()): boolean =>
  Boolean(isoDate) && Date.parse(isoDate!) > now;
