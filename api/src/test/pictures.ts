import sharp from 'sharp';

/**
 * A 40x20 phone photo as cameras write it: stored sideways with EXIF orientation 6 (turn 90 degrees
 * clockwise to show it), a camera make and a GPS position. Its left half is red and its right half
 * blue, so shown upright it is 20x40 with red on top.
 */
export async function sidewaysPhotoWithGps(): Promise<Buffer> {
  const blue = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#ff0000' } })
    .composite([{ input: blue, left: 20, top: 0 }])
    .jpeg()
    .withExif({
      IFD0: { Make: 'QuarterPhone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '126/1 58/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Whether EXIF data holds a GPS directory (its pointer tag 0x8825, in either byte order). */
export const hasGpsDirectory = (exif: Buffer | undefined) =>
  !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

/** The colour of one pixel, as [r, g, b]. */
export async function pixelAt(image: Buffer, left: number, top: number): Promise<number[]> {
  const { data } = await sharp(image)
    .extract({ left, top, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data];
}
