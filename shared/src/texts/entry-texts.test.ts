import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ADDRESS_TEXTS } from '../addresses/texts.js';
import { DESKTOP_TEXTS } from '../desktop/texts.js';
import { FULFILMENT_TEXTS } from '../fulfilment/texts.js';
import { JOB_TEXTS } from '../jobs/texts.js';
import { MESSAGE_TEXTS } from '../messages/texts.js';
import { ORDER_VIEW_TEXTS } from '../order-view/texts.js';
import { textTableProblems } from './table.js';

/** The entries of shared that draw screens, each with its one table of texts, texts.json, beside its components. */
const ENTRY_TABLES = {
  addresses: ADDRESS_TEXTS,
  desktop: DESKTOP_TEXTS,
  fulfilment: FULFILMENT_TEXTS,
  jobs: JOB_TEXTS,
  messages: MESSAGE_TEXTS,
  'order-view': ORDER_VIEW_TEXTS,
};

it.each(Object.entries(ENTRY_TABLES))(
  'shared/%s has every text in every language, each used and written once',
  (entry, table) => {
    const folder = path.resolve(__dirname, '..', entry);
    const read = (file: string) => readFileSync(path.join(folder, file), 'utf8');
    const sources = readdirSync(folder)
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
      .map(read);
    expect(textTableProblems(table, sources)).toEqual([]);
    // An id written twice would silently keep one of its texts (JSON keeps the last); each entry starts a line.
    const written = [...read('texts.json').matchAll(/^ {2}"([^"]+)": \{/gm)].map((match) => match[1]);
    expect(written).toEqual(Object.keys(table));
  },
);
