import { defineTexts } from '../texts/table';
import VIEWER from './viewer-texts.json';

/**
 * The viewers' texts (ids `ui.cadViewer.*` and `ui.buildViewer.*`), every language side by side.
 * A table of their own, beside the kit's, because they ship in the viewers' chunks: in the kit's
 * table they would be downloaded by every page, the login page included (see
 * shared/src/ui/README.md). A tenant's wording in the kit's bundle still wins, by id (useTexts).
 */
export const VIEWER_TEXTS = defineTexts(VIEWER);
