import type { FastifyRequest } from 'fastify';
import { TOO_MANY_FILES, tooLargeMessage } from '@jobboard/contracts/uploads';
import { AppError, badRequest } from '../../platform/errors.ts';

export type ReceivedFile = { fileName: string; data: Buffer };

const codeOf = (error: unknown) => (error as { code?: unknown }).code;

/**
 * Reads the one file of a multipart request from the given part. The plugin's limits (one
 * file, 5 MB, a few small fields) are enforced while streaming; here they become the
 * product's messages. Other parts are read to the end and ignored.
 */
export async function readSingleFile(request: FastifyRequest, partName: string): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw notMultipart();
  let received: ReceivedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== partName || received) {
        // A second file never gets here (files: 1 stops it); a file in another part is drained.
        await part.toBuffer().catch(() => undefined);
        continue;
      }
      try {
        received = { fileName: part.filename, data: await part.toBuffer() };
      } catch (error) {
        if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', 413, tooLargeMessage(part.filename || 'The file'));
        throw error;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = codeOf(error);
    if (code === 'FST_FILES_LIMIT') throw badRequest(TOO_MANY_FILES, [{ field: partName, message: TOO_MANY_FILES }]);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('Too many form fields; send only the file');
    // Malformed multipart (bad boundary, cut-off body) is the client's input, not our failure.
    throw badRequest('The upload could not be read; please try again');
  }
  if (!received) {
    const message = `Please choose a file to upload (form field "${partName}")`;
    throw badRequest(message, [{ field: partName, message }]);
  }
  return received;
}

export const notMultipart = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'Send the file as multipart/form-data');
