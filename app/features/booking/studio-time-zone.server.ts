/**
 * Her studio's time zone (an IANA name): her bookable hours are read in it. The studio settings
 * do not hold one yet (the first run will ask for it); until then every studio keeps UTC.
 */
export async function studioTimeZone(_ownerId: string): Promise<string> {
  return 'UTC'
}
