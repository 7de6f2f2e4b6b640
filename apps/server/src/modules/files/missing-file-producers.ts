// The file server knows no module: a module whose files may be made on first request
// (the epapers module's reading images) registers a producer for its keys' prefix when
// the app is built (app.ts), and the file server asks it before answering 404.

/**
 * Makes the file stored under `key` when it is one its module can make. True when the
 * file now exists; false when `key` is nothing it makes (the file server answers 404).
 */
export type MissingFileProducer = (key: string) => Promise<boolean>;

/** The producers the app registered, each for the keys under its prefix. */
export type MissingFileProducers = ReadonlyArray<{ prefix: string; produce: MissingFileProducer }>;

/** Asks the producer whose prefix `key` is under; false when no producer owns the key. */
export function produceMissingFile(producers: MissingFileProducers, key: string): Promise<boolean> {
  const owner = producers.find((producer) => key.startsWith(producer.prefix));
  return owner ? owner.produce(key) : Promise.resolve(false);
}
