import type { Download } from 'playwright-core';

/**
 * The bytes of a finished download. The browser is shared through a browser server, where
 * `download.path()` is not available: the file is streamed over the connection instead.
 */
export async function downloadBytes(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
