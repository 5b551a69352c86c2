/**
 * A file the platform recorded whose bytes the store no longer holds (a store restored from an
 * older backup, a bucket emptied by hand, a test's empty store): a reader names the file to the
 * user rather than failing with the store's own error.
 */
export class FileBytesMissing extends Error {
  constructor(key: string) {
    super(`The file store holds nothing under ${key}`);
    this.name = 'FileBytesMissing';
  }
}
