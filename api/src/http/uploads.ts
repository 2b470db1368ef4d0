import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import { errors } from '../graphql/errors.js';
import type { Services } from '../services.js';
import { authenticateHeader } from './authenticate.js';

export const PROFILE_UPLOAD_PREFIX = '/uploads/profile/';

/** A picture URL must be one of our own uploads (or null to remove it): never an outside address. */
export function validImageUrl(url: string | null | undefined): string | null {
  if (url == null) return null;
  if (!url.startsWith(PROFILE_UPLOAD_PREFIX) || !/^[\w/.-]+$/.test(url) || url.includes('..')) {
    throw errors.badInput('profileImageUrl', 'INVALID_IMAGE', 'Upload the picture first.');
  }
  return url;
}

/** Accepted picture types, recognised by their first bytes rather than by what the browser claims. */
const IMAGE_SIGNATURES: { ext: string; matches: (b: Buffer) => boolean }[] = [
  { ext: 'png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: 'jpg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'gif', matches: (b) => b.subarray(0, 6).toString('ascii') === 'GIF89a' || b.subarray(0, 6).toString('ascii') === 'GIF87a' },
  { ext: 'webp', matches: (b) => b.subarray(0, 4).toString('ascii') === 'RIFF' && b.subarray(8, 12).toString('ascii') === 'WEBP' },
];

/** POST /uploads/profile-image (multipart field "file", bearer token) and GET /uploads/... */
export function uploadRoutes(services: Services): Router {
  const router = Router();
  const { uploadsDir, maxUploadBytes } = services.config;
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: maxUploadBytes, files: 1 } });

  router.post('/uploads/profile-image', requireBearer(services), upload.single('file'), async (req, res) => {
    const file = req.file;
    if (!file) {
      res.status(400).json({ code: 'BAD_USER_INPUT', reason: 'FILE_REQUIRED', message: 'Choose a picture to upload.' });
      return;
    }
    const type = IMAGE_SIGNATURES.find((signature) => signature.matches(file.buffer));
    if (!type) {
      res.status(400).json({ code: 'BAD_USER_INPUT', reason: 'UNSUPPORTED_TYPE', message: 'Upload a PNG, JPEG, GIF or WebP picture.' });
      return;
    }
    const name = `${randomUUID()}.${type.ext}`;
    await mkdir(path.join(uploadsDir, 'profile'), { recursive: true });
    await writeFile(path.join(uploadsDir, 'profile', name), file.buffer);
    res.status(201).json({ url: `${PROFILE_UPLOAD_PREFIX}${name}` });
  });

  router.use('/uploads', express.static(uploadsDir, { fallthrough: false, maxAge: '365d', immutable: true, setHeaders: (res) => res.set('X-Content-Type-Options', 'nosniff') }));
  router.use(uploadErrors(maxUploadBytes));
  return router;
}

function requireBearer(services: Services) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const viewer = await authenticateHeader(services, req.headers.authorization);
    if (!viewer) {
      res.status(401).json({ code: 'UNAUTHENTICATED', message: 'The authentication session cannot be found. Please log in again.' });
      return;
    }
    next();
  };
}

function uploadErrors(maxBytes: number) {
  return (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
      res.status(400).json({ code: 'BAD_USER_INPUT', reason: 'TOO_LARGE', message: `The picture must be at most ${Math.round(maxBytes / 1024 / 1024)} MB.` });
      return;
    }
    if (error instanceof multer.MulterError) {
      res.status(400).json({ code: 'BAD_USER_INPUT', reason: 'BAD_UPLOAD', message: error.message });
      return;
    }
    if ((error as { status?: number }).status === 404) {
      res.status(404).end();
      return;
    }
    next(error);
  };
}
