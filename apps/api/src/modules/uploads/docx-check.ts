/**
 * A .docx is a zip. Before trusting one we read its central directory ourselves (no
 * decompression, no library): bounded entry count and declared uncompressed size, so a
 * zip bomb is refused before anything downstream (Word, an indexer, a virus scanner)
 * tries to inflate it, and the entries a Word document must have.
 */
export const DOCX_LIMITS = { maxEntries: 1000, maxUncompressedBytes: 50 * 1024 * 1024 } as const;

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;

/** Where the end-of-central-directory record starts, searching back over a possible comment. */
function findEndRecord(zip: Buffer): number {
  const stop = Math.max(0, zip.length - END_RECORD_SIZE - MAX_COMMENT);
  for (let i = zip.length - END_RECORD_SIZE; i >= stop; i--) {
    if (zip.readUInt32LE(i) === END_OF_DIRECTORY) return i;
  }
  return -1;
}

/** True when the bytes are a plausible, bounded Word document package. */
export function isSafeDocx(zip: Buffer, limits = DOCX_LIMITS): boolean {
  if (zip.length < END_RECORD_SIZE + 4 || zip.readUInt32LE(0) !== LOCAL_HEADER) return false;
  const end = findEndRecord(zip);
  if (end < 0) return false;
  const entries = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  const directoryStart = zip.readUInt32LE(end + 16);
  // ZIP64 markers (0xFFFF / 0xFFFFFFFF) are refused: a 5 MB document never needs them.
  if (entries === 0 || entries > limits.maxEntries || directoryStart + directorySize > end) return false;

  let offset = directoryStart;
  let total = 0;
  let hasContentTypes = false;
  let hasWordPart = false;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > end || zip.readUInt32LE(offset) !== CENTRAL_HEADER) return false;
    const compressed = zip.readUInt32LE(offset + 20);
    const uncompressed = zip.readUInt32LE(offset + 24);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localHeader = zip.readUInt32LE(offset + 42);
    if (compressed === 0xffffffff || uncompressed === 0xffffffff || localHeader >= directoryStart) return false;
    total += uncompressed;
    if (total > limits.maxUncompressedBytes) return false;
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    if (name === '[Content_Types].xml') hasContentTypes = true;
    if (name.startsWith('word/')) hasWordPart = true;
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return offset === directoryStart + directorySize && hasContentTypes && hasWordPart;
}
