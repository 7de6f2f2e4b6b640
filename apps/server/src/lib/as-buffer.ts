/** The same bytes as a Buffer, without copying them (`Buffer.from(aUint8Array)` copies). */
export const asBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
