import express, { Router, type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import type { ErrorReason } from '@domain/error-reasons.js';
import type { AuthService } from '../modules/auth/auth.service.js';
import { cleanPicture } from '../modules/user/clean-picture.js';
import { storePicture } from '../modules/user/stored-pictures.js';
import { requireBearer } from './bearer.js';

export interface UploadSettings {
  uploadsDir: string;
  maxUploadBytes: number;
}

/**
 * POST /uploads/profile-image (multipart field "file", bearer token): the picture is re-encoded
 * without metadata and stored under a new name, so GET /uploads/... may be cached for a year.
 */
export function uploadRoutes(auth: AuthService, { uploadsDir, maxUploadBytes }: UploadSettings): Router {
  const router = Router();
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: maxUploadBytes, files: 1 } });

  router.post('/uploads/profile-image', requireBearer(auth), upload.single('file'), async (req, res) => {
    const file = req.file;
    if (!file) {
      badUpload(res, 'FILE_REQUIRED', 'Choose a picture to upload.');
      return;
    }
    const picture = await cleanPicture(file.buffer);
    if (!picture) {
      badUpload(res, 'UNSUPPORTED_TYPE', 'Upload a PNG, JPEG, GIF or WebP picture.');
      return;
    }
    res.status(201).json({ url: await storePicture(uploadsDir, picture) });
  });

  router.use(
    '/uploads',
    express.static(uploadsDir, {
      fallthrough: false,
      maxAge: '365d',
      immutable: true,
      setHeaders: (res) => res.set('X-Content-Type-Options', 'nosniff'),
    }),
  );
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
