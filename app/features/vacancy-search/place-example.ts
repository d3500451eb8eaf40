/** The centre's own town, and its postal code when the address has one, as the vacancy bank's example place. */
export interface PlaceExample {
  postcode: string | null;
  place: string;
}

const TOWN_LINE = /^(\d{4})\s?[A-Za-z]{2}\s+(\S.*)$/;

/** From the last line of a visiting address ("Dorpsstraat 12\n8096 AB Oldebroek"); null when it names no town. */
export function placeExampleOf(visitingAddress: string | null | undefined): PlaceExample | null {
  const lines = (visitingAddress ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const last = lines.at(-1);
  if (!last) return null;
  const match = TOWN_LINE.exec(last);
  if (match) return { postcode: match[1], place: match[2] };
  // A street with a number or a lone postal code is not a place to search for.
  return /\d/.test(last) ? null : { postcode: null, place: last };
}
