// What the tags domain offers the others: they import it from here, never its inner files.
export { TagIds } from './schemas.js';
export { seedTags } from './seed.js';
export { replaceTags, taggedWith, tagsOn } from './service.js';
