// What the settings domain offers the others: they import it from here, never its inner files.
export { recordSettingChange } from './audit.js';
