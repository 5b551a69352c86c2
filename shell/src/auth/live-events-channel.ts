/**
 * One live stream per browser, not per tab. A browser opens at most six connections to a host
 * over HTTP/1.1, and a stream holds one for as long as it is open: with a stream per tab, the
 * seventh tab waited for a free connection forever. So the tabs of a browser elect one, through a
 * Web Lock, to hold the stream (GET /api/v1/events) and pass what arrives to the others on a
 * BroadcastChannel; when that tab leaves, the lock passes to a waiting tab, which opens the stream.
 * A browser without locks or channels has a stream per tab, as before.
 */
const NAME = 'am-platform-live-events';

/**
 * Joins the browser's live events: `onTopic` hears each event's topic, whichever tab holds the
 * stream. Returns a leave function (the stream closes if this tab held it).
 */
export function joinLiveEvents(topics: string[], onTopic: (topic: string) => void): () => void {
  const open = (relay: (topic: string) => void) => {
    const source = new EventSource('/api/v1/events');
    for (const topic of topics) source.addEventListener(topic, () => relay(topic));
    return () => source.close();
  };
  if (typeof BroadcastChannel === 'undefined' || !globalThis.navigator?.locks) return open(onTopic);

  const channel = new BroadcastChannel(NAME);
  channel.onmessage = (event: MessageEvent<{ topic: string }>) => onTopic(event.data.topic);
  const leaving = new AbortController();
  navigator.locks
    .request(NAME, { signal: leaving.signal }, () => {
      // Granted: this tab holds the stream until it leaves. A channel does not hear its own messages.
      const close = open((topic) => {
        onTopic(topic);
        channel.postMessage({ topic });
      });
      return new Promise<void>((release) =>
        leaving.signal.addEventListener('abort', () => {
          close();
          release();
        }),
      );
    })
    // Left while still waiting for the lock: nothing was opened.
    .catch(() => undefined);
  return () => {
    leaving.abort();
    channel.close();
  };
}
