import { defineTexts } from '../texts/table';
import VIEWER from './viewer-texts.json';

/**
 * The part viewer's texts (ids `ui.cadViewer.*`), every language side by side. A table of their
 * own, beside the kit's, because they ship in the viewer's chunk: in the kit's table they would
 * be downloaded by every page, the login page included (see shared/src/ui/README.md). A
 * tenant's wording in the kit's bundle still wins, by id (useTexts).
 */
export const VIEWER_TEXTS = defineTexts(VIEWER);
