/** What `find` returns once it returns something, asked every 100 ms for up to 10 s (background work a test waits for). */
export async function waitFor<T>(find: () => T | undefined | Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const found = await find();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}
