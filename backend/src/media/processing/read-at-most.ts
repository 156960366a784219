/** Reads a body whole, refusing it with `tooLarge` as soon as it passes `limit` bytes. */
export async function readAtMost(body: AsyncIterable<Uint8Array>, limit: number, tooLarge: Error): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > limit) throw tooLarge;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}
