import { CAD_FILE_EXTENSIONS } from 'shared/contracts';

/** A part the planner is putting in the tray, with how many. */
export interface TrayLine {
  rfqFileId: number;
  orderId: number;
  fileName: string;
  quantity: number;
}

/** Whether the desktop tool opens the file: the part-file formats only, by the name's extension. */
export function opensInTool(fileName: string): boolean {
  const extension = fileName.toLowerCase().split('.').at(-1) ?? '';
  return fileName.includes('.') && (CAD_FILE_EXTENSIONS as readonly string[]).includes(extension);
}

/** What is wrong with a quantity for a part with `notScheduled` pieces left: none, too few or too many. */
export function quantityProblem(quantity: number | null, notScheduled: number): 'required' | 'tooMany' | null {
  if (quantity === null || !Number.isInteger(quantity) || quantity < 1) return 'required';
  return quantity > notScheduled ? 'tooMany' : null;
}
