/** Venue ids that have an event manual PDF. */
export const MANUAL_VENUE_IDS: readonly number[] = Object.freeze([1, 2, 3, 4, 5, 6, 8, 12, 13, 53, 55, 56, 59, 60, 61, 62, 70, 71]);

/** The venue fields of the current event that pick its manual. */
export interface ManualVenue {
  idCasa: number;
  casa: string;
}

/**
 * The URL of a venue's event manual PDF, named 'Manual de Eventos - {venue}.pdf'.
 *
 * @param venue - The current event's venue id and name.
 * @param base - The folder holding the manuals. Defaults to "/manuais/"; a missing trailing slash is added.
 * @param files - Host-provided file names by venue id. An entry overrides the derived name, and
 *   covers its venue even when it is not in {@link MANUAL_VENUE_IDS}.
 * @returns The encoded URL, or `null` when the venue has no manual.
 */
export function eventManualUrl(venue: ManualVenue, base = '/manuais/', files?: Record<number, string>): string | null {
  const fileName = manualFileName(venue, files);
  if (fileName === null) return null;
  const folder = base.endsWith('/') ? base : `${base}/`;
  return folder + encodeURIComponent(fileName);
}

function manualFileName({ idCasa, casa }: ManualVenue, files: Record<number, string> | undefined): string | null {
  const provided = files?.[idCasa]?.trim();
  // A host-given name stands on its own, so it does not need the venue name.
  if (provided) return provided;
  const venueName = casa.trim();
  if (venueName === '' || !MANUAL_VENUE_IDS.includes(idCasa)) return null;
  return `Manual de Eventos - ${venueName}.pdf`;
}
