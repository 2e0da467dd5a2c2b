import { CLUB_TIME_ZONE_META, clubTimeZoneFrom } from '@club/api/shared/time-zone'

/** The club's time zone, as the server wrote it into the page (docs/product.md#time-zone); India by default. */
export const pageClubTimeZone = () =>
  clubTimeZoneFrom(document.querySelector(`meta[name="${CLUB_TIME_ZONE_META}"]`)?.getAttribute('content'))
