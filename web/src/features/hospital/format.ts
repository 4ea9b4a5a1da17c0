// How the partner's numbers read: the phone as Indonesians write it, the distance with a
// decimal comma.

/** Area codes of two digits (Jakarta, Bandung, Semarang, Surabaya, Medan); others have three. */
const TWO_DIGIT_AREAS = ['21', '22', '24', '31', '61'];

/**
 * '+62218290011' → '(021) 8290011'; '+622748012345' → '(0274) 8012345';
 * '+6281234567890' → '0812-3456-7890'. Anything else is shown as given.
 */
export function formatPhone(international: string): string {
  const match = /^\+62(\d+)$/.exec(international);
  if (!match?.[1]) return international;
  const rest = match[1];
  if (rest.startsWith('8')) {
    const national = `0${rest}`;
    return [national.slice(0, 4), national.slice(4, 8), national.slice(8)]
      .filter(Boolean)
      .join('-');
  }
  const areaLength = TWO_DIGIT_AREAS.some((area) => rest.startsWith(area)) ? 2 : 3;
  return `(0${rest.slice(0, areaLength)}) ${rest.slice(areaLength)}`;
}

const KM = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 1.84 → '1,8'. */
export const formatKm = (km: number) => KM.format(km);
