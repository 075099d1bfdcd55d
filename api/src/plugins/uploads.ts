/** Serves DATA_DIR/uploads at /uploads/ with headers that stop uploaded files from running as pages. */
import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function uploadsPlugin(app: FastifyInstance, options: { root: string }): Promise<void> {
  mkdirSync(options.root, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '1d',
    setHeaders: (res, filePath) => {
      res.header('X-Content-Type-Options', 'nosniff');
      if (filePath.toLowerCase().endsWith('.svg')) {
        res.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      }
    },
  });
}

export default fp(uploadsPlugin, { name: 'uploads' });
