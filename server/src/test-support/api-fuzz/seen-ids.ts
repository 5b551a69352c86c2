/** Lists whose items are named by the route rather than by their key (`{ items: [{ id }] }` of GET /orders). */
const GENERIC_KEYS = new Set(['', 'items', 'content', 'rows', 'data', 'results', 'list']);
const MAX_PER_NAME = 40;

/**
 * The ids earlier answers carried: the seed's orders, matches, people, files…, kept by the
 * field that held them (`matchId`) and by the collection they came from (`orders`, `members`),
 * so a later path or body names rows that exist, the requests most likely to reach deep code.
 */
export class SeenIds {
  private readonly byName = new Map<string, Set<number | string>>();

  /** The ids for a field or parameter: `deliveryAddressId` takes those of `deliveryAddress` lists too. */
  idsFor(name: string): (number | string)[] {
    const stem = name.replace(/Ids?$/, '');
    const names = stem === name ? [name] : [name, `${stem}Id`, stem, `${stem}s`, `${stem}es`];
    return [...new Set(names.flatMap((key) => [...(this.byName.get(key) ?? [])]))];
  }

  /** Takes the ids out of an answer of the route at `path`. */
  collect(path: string, body: unknown): void {
    const collection =
      path
        .split('/')
        .filter((segment) => segment && !segment.startsWith('{'))
        .pop() ?? '';
    this.walk(body, collection, 0);
  }

  private add(name: string, value: unknown): void {
    const usable =
      (typeof value === 'number' && Number.isInteger(value) && value > 0) ||
      (typeof value === 'string' && value.length > 0 && value.length <= 100);
    if (!usable) return;
    const ids = this.byName.get(name) ?? new Set();
    if (ids.size < MAX_PER_NAME) ids.add(value as number | string);
    this.byName.set(name, ids);
  }

  private walk(value: unknown, collection: string, depth: number): void {
    if (depth > 6 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value.slice(0, 20)) this.walk(item, collection, depth + 1);
      return;
    }
    for (const [key, field] of Object.entries(value)) {
      if (key === 'id') {
        this.add(collection, field);
        this.add('id', field);
      } else if (/Id$/.test(key)) {
        this.add(key, field);
      } else if (typeof field === 'object') {
        this.walk(field, GENERIC_KEYS.has(key) ? collection : key, depth + 1);
      }
    }
  }
}
