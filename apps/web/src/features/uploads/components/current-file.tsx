import type { UseQueryResult } from '@tanstack/react-query';
import type { UploadKind } from '@jobboard/contracts/uploads';
import type { DownloadResponse } from '@jobboard/contracts/uploads-api';
import { messageOf } from '../../../lib/api-client.ts';
import { useToast } from '../../../ui/toasts.tsx';
import { fileLink, startDownload } from '../api/uploads-api.ts';
import { UPLOAD_TEXT } from '../upload-text.ts';

type Info = UseQueryResult<DownloadResponse['data']>;

/** The stored file: its name, a preview for the picture, Download and Delete. */
export function CurrentFile({ kind, info, onDelete }: { kind: UploadKind; info: Info; onDelete: () => void }) {
  const text = UPLOAD_TEXT[kind];
  const toast = useToast();

  // NOTE: a fresh link each time: the one shown may have expired while the page stayed open.
  const download = async () => {
    try {
      const link = await fileLink(kind);
      startDownload(link.downloadUrl, link.fileName);
      toast.success(`${text.Noun} download started`);
    } catch (error) {
      toast.error(messageOf(error, `Failed to download ${text.noun}`));
    }
  };

  return (
    <div className="upload__current">
      {kind === 'profile-picture' && info.data ? <img className="upload__preview" src={info.data.downloadUrl} alt="Your current avatar" /> : null}
      <p>
        Current {text.noun}: <strong>{info.data?.fileName ?? (info.isError ? 'name not available' : 'loading...')}</strong>
      </p>
      <div className="cluster">
        <button type="button" className="button button--secondary" onClick={() => void download()}>
          Download<span className="visually-hidden"> {text.noun}</span>
        </button>
        <button type="button" className="button button--danger" onClick={onDelete}>
          Delete<span className="visually-hidden"> {text.noun}</span>
        </button>
      </div>
    </div>
  );
}
