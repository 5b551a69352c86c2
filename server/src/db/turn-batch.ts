import { setImmediate } from 'node:timers';
import type { Db } from './database.js';

type Waiter<V> = { resolve: (value: V | undefined) => void; reject: (error: unknown) => void };

/**
 * Loads by key once per turn of the event loop for all the keys asked in that turn (the idea of
 * DataLoader): requests that arrive together share one statement instead of one each, which is
 * most of what a busy server spends on short reads (a round trip, a statement's fixed cost).
 * Nothing outlives the turn: every key is read from the database after it was asked, so what a
 * caller gets is as fresh as an unbatched read, on any number of servers.
 */
export function turnBatched<K, V>(loadMany: (keys: K[]) => Promise<Map<K, V>>): (key: K) => Promise<V | undefined> {
  let waiting: Map<K, Waiter<V>[]> | undefined;
  const flush = async (batch: Map<K, Waiter<V>[]>) => {
    try {
      const found = await loadMany([...batch.keys()]);
      for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(found.get(key));
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  };
  return (key) =>
    new Promise((resolve, reject) => {
      if (!waiting) {
        const batch = new Map<K, Waiter<V>[]>();
        waiting = batch;
        // After the poll phase: every request that arrived in it has asked by then.
        setImmediate(() => {
          waiting = undefined;
          void flush(batch);
        });
      }
      const waiters = waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
    });
}

/** turnBatched for each database (a server has one; tests open many): `load(db, key)`. */
export function turnBatchedPerDatabase<K, V>(
  loadMany: (db: Db, keys: K[]) => Promise<Map<K, V>>,
): (db: Db, key: K) => Promise<V | undefined> {
  const loaders = new WeakMap<Db, (key: K) => Promise<V | undefined>>();
  return (db, key) => {
    let load = loaders.get(db);
    if (!load) {
      load = turnBatched((keys: K[]) => loadMany(db, keys));
      loaders.set(db, load);
    }
    return load(key);
  };
}
