import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import type { ErrorReason } from '@domain/error-reasons.js';
import type { AuthService } from '../modules/auth/auth.service.js';
import { PROFILE_UPLOAD_PREFIX } from '../modules/user/profile-image-url.js';
import { requireBearer } from './bearer.js';

export interface UploadSettings {
  uploadsDir: string;
  maxUploadBytes: number;
}

/** Accepted picture types, recognised by their first bytes rather than by what the browser claims. */
const IMAGE_SIGNATURES: { ext: string; matches: (b: Buffer) => boolean }[] = [
  { ext: 'png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: 'jpg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'gif', matches: (b) => b.subarray(0, 6).toString('ascii') === 'GIF89a' || b.subarray(0, 6).toString('ascii') === 'GIF87a' },
  { ext: 'webp', matches: (b) => b.subarray(0, 4).toString('ascii') === 'RIFF' && b.subarray(8, 12).toString('ascii') === 'WEBP' },
];

/** POST /uploads/profile-image (multipart field "file", bearer token) and GET /uploads/... */
export function uploadRoutes(auth: AuthService, { uploadsDir, maxUploadBytes }: UploadSettings): Router {
  const router = Router();
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: maxUploadBytes, files: 1 } });

  router.post('/uploads/profile-image', requireBearer(auth), upload.single('file'), async (req, res) => {
    const file = req.file;
    if (!file) {
      badUpload(res, 'FILE_REQUIRED', 'Choose a picture to upload.');
      return;
    }
    const type = IMAGE_SIGNATURES.find((signature) => signature.matches(file.buffer));
    if (!type) {
      badUpload(res, 'UNSUPPORTED_TYPE', 'Upload a PNG, JPEG, GIF or WebP picture.');
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

function uploadErrors(maxBytes: number) {
  return (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
      badUpload(res, 'TOO_LARGE', `The picture must be at most ${Math.round(maxBytes / 1024 / 1024)} MB.`);
      return;
    }
    if (error instanceof multer.MulterError) {
      badUpload(res, 'BAD_UPLOAD', error.message);
      return;
    }
    if ((error as { status?: number }).status === 404) {
      res.status(404).end();
      return;
    }
    next(error);
  };
}

/** A refused upload: BAD_USER_INPUT with a reason of the catalogue, as the GraphQL errors carry it. */
function badUpload(res: Response, reason: ErrorReason, message: string): void {
  res.status(400).json({ code: 'BAD_USER_INPUT', reason, message });
}
