// What the company-profile domain offers the others: they import it from here, never its inner files.
export { logoTypeOf, logoUrlOf, readLogo } from './logo.js';
export { logoImageProblem } from './logo-image.js';
export { seedCompanyProfiles } from './seed.js';
export { profileEditDenial } from './sides.js';
