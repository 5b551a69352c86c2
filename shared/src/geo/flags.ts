/**
 * Where the server serves the flags it ships: a path on the platform's own origin, so no
 * page reaches a third party and a plant without internet access still sees its flags. Apart
 * from the country list, so that a flag needs none of libphonenumber-js's metadata.
 */
export const FLAG_IMAGE_PATH = '/assets/flags';

/** The URL of a region's flag image, e.g. /assets/flags/de.svg. */
export const flagImageUrl = (code: string) => `${FLAG_IMAGE_PATH}/${code.toLowerCase()}.svg`;
