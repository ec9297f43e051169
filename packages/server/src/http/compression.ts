import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Compresses answers made on the fly (API JSON, index.html) with brotli or gzip, as the browser
 * accepts; the built assets are compressed once at build time and served as they are.
 */
export const registerCompression = async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // A fast level: an API answer is made once and read once.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
};
