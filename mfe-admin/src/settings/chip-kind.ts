/** What the chip settings pages (priority labels, tags) share: the rows, the values a form edits, each page's texts. */
import type { TagKind } from 'shared/contracts';

/** A label or a tag as these pages show it. */
export interface ChipRow {
  id: number;
  name: string;
  color: string;
  createdAt: number;
  /** Tags only: what the tag may be set on. */
  kinds?: TagKind[];
}
export interface ChipValues {
  name: string;
  color: string;
  kinds: TagKind[];
}

/** Which page: its texts are `labels.*` or `tags.*`. */
export type ChipKind = 'labels' | 'tags';
/** Saves a chip: a new one without an id. */
export type SaveChip = (values: ChipValues, id?: number) => Promise<unknown>;
export type RemoveChip = (id: number) => Promise<unknown>;

/** Each page's own texts. */
export const PAGE_TEXTS = {
  labels: {
    title: 'labels.title',
    intro: 'labels.intro',
    readOnly: 'labels.readOnly',
    new: 'labels.new',
    name: 'labels.name',
    list: 'labels.list',
    empty: 'labels.empty',
    fetchFailed: 'labels.fetchFailed',
    deleteTitle: 'labels.deleteTitle',
    deleteText: 'labels.deleteText',
  },
  tags: {
    title: 'tags.title',
    intro: 'tags.intro',
    readOnly: 'tags.readOnly',
    new: 'tags.new',
    name: 'tags.name',
    list: 'tags.list',
    empty: 'tags.empty',
    fetchFailed: 'tags.fetchFailed',
    deleteTitle: 'tags.deleteTitle',
    deleteText: 'tags.deleteText',
  },
} as const;
