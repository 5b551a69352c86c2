/** Every message the bridge takes and every reply it sends, one JSON object a line, stamped with the time. */
export type MessageLog = (entry: Record<string, unknown>) => void;

export const jsonLines =
  (write: (line: string) => void): MessageLog =>
  (entry) =>
    write(`${JSON.stringify({ at: new Date().toISOString(), ...entry })}\n`);
