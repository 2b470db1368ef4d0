import sharp, { type Sharp } from 'sharp';

/** The picture formats people upload, by sharp's name for each, with the extension they are stored under. */
const KEPT_FORMATS = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' } as const;
type KeptFormat = keyof typeof KEPT_FORMATS;

/** Profile and workspace pictures are shown at most this large; a bigger upload is scaled down. */
export const MAX_PICTURE_SIDE = 1024;
/** Refuses decompression bombs before decoding: a 200-megapixel phone photo still passes. */
const MAX_INPUT_PIXELS = 200_000_000;

export interface CleanPicture {
  bytes: Buffer;
  ext: (typeof KEPT_FORMATS)[KeptFormat];
}

/**
 * Re-encodes an uploaded picture so that what colleagues download carries nothing but pixels: the
 * EXIF orientation is applied, every piece of metadata (GPS position, camera, ICC notes) is dropped,
 * and it is scaled to fit 1024x1024. PNG, JPEG, WebP and GIF keep their format (animations their
 * frames). Null for anything sharp cannot decode, or decodes but is not one of those (SVG, TIFF, PDF).
 */
export async function cleanPicture(input: Buffer): Promise<CleanPicture | null> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    return null;
  }
  if (!format || !(format in KEPT_FORMATS)) return null;
  const kept = format as KeptFormat;
  try {
    const pipeline = sharp(input, {
      animated: kept === 'gif' || kept === 'webp',
      autoOrient: true,
      limitInputPixels: MAX_INPUT_PIXELS,
    }).resize(MAX_PICTURE_SIDE, MAX_PICTURE_SIDE, { fit: 'inside', withoutEnlargement: true });
    const bytes = await encoders[kept](pipeline).toBuffer();
    return { bytes, ext: KEPT_FORMATS[kept] };
  } catch {
    return null;
  }
}

const encoders: Record<KeptFormat, (image: Sharp) => Sharp> = {
  jpeg: (image) => image.jpeg({ quality: 85, mozjpeg: true }),
  png: (image) => image.png(),
  webp: (image) => image.webp({ quality: 85 }),
  gif: (image) => image.gif(),
};
