import { LOGO_SIZES, type LogoSize } from '@jobboard/contracts/company-options';

/** Storage prefixes per size: storage keys allow only letters and hyphens before the uuid. */
export const LOGO_PREFIX: Record<LogoSize, string> = { 64: 'logos-small', 128: 'logos-medium', 256: 'logos-large' };
export const logoStorageKey = (logoKey: string, size: LogoSize) => `${LOGO_PREFIX[size]}/${logoKey}`;

const startsWith = (data: Buffer, ...bytes: number[]) => data.length >= bytes.length && bytes.every((b, i) => data[i] === b);
const MAGIC: Record<string, (d: Buffer) => boolean> = {
  png: (d) => startsWith(d, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  jpg: (d) => startsWith(d, 0xff, 0xd8, 0xff),
  jpeg: (d) => startsWith(d, 0xff, 0xd8, 0xff),
  // RIFF....WEBP
  webp: (d) => startsWith(d, 0x52, 0x49, 0x46, 0x46) && d.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** True when the name's extension is a logo type and the first bytes prove it. */
export const isLogoFile = (extension: string, data: Buffer) => Boolean(MAGIC[extension]?.(data));

/** The largest picture sharp will decode: a tiny file that claims huge dimensions is refused, not decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The logo as square WebP files of each size: contained (never cropped) on a transparent
 * background, and never enlarged past the original (a small logo stays small, centred).
 * Null when sharp cannot read the image although its first bytes looked right.
 */
export async function resizeLogo(data: Buffer): Promise<Map<LogoSize, Buffer> | null> {
  // Loaded with the first logo: libvips need not slow every start.
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const meta = await image.metadata();
    if (!meta.width || !meta.height) return null;
    const out = new Map<LogoSize, Buffer>();
    for (const size of LOGO_SIZES) {
      const inner = await image
        .clone()
        .resize(size, size, { fit: 'inside', withoutEnlargement: true })
        .png()
        .toBuffer({ resolveWithObject: true });
      const file = await sharp({ create: { width: size, height: size, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
        .composite([{ input: inner.data, gravity: 'centre' }])
        .webp({ quality: 85 })
        .toBuffer();
      out.set(size, file);
    }
    return out;
  } catch {
    return null;
  }
}
