/**
 * A soft hyphen after "vrijwilligers" in a compound: nearly every centre's name starts so, and a phone without a Dutch
 * hyphenation dictionary would otherwise break "Vrijwilligerscentrale" anywhere on a narrow screen.
 */
export const withCompoundBreaks = (name: string) => name.replace(/(vrijwilligers)(?=\p{L})/giu, "$1\u00AD");
