import { useId, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { acceptAttribute, fileTypeMessage, type UploadKind } from '@jobboard/contracts/uploads';
import type { User } from '@jobboard/contracts/users';
import { messageOf, successText } from '../../../lib/api-client.ts';
import { useConfirm } from '../../../ui/confirm-dialog.tsx';
import { useToast } from '../../../ui/toasts.tsx';
import { replaceCachedUser } from '../../auth/api/auth-api.ts';
import { deleteFile, fileInfoQuery, uploadFile } from '../api/uploads-api.ts';
import { checkFiles } from '../upload-checks.ts';
import { UPLOAD_TEXT } from '../upload-text.ts';
import { useFileDrop } from '../use-file-drop.ts';
import { useUploadProgress } from '../use-upload-progress.ts';
import { UploadFeedback, type UploadProblem } from './upload-feedback.tsx';
import { CurrentFile } from './current-file.tsx';
import '../uploads.css';

/**
 * Upload, show, download and delete one file. A real file input (with its label and the accepted
 * types) works by keyboard and screen reader; dropping a file on the area is an extra for mouse users.
 */
export function UploadArea({ kind, user }: { kind: UploadKind; user: User }) {
  const text = UPLOAD_TEXT[kind];
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const queryClient = useQueryClient();
  const [confirm, dialog] = useConfirm();
  const progress = useUploadProgress();
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const stored = kind === 'resume' ? user.resume_url : user.profile_picture_url;
  const info = useQuery(fileInfoQuery(kind, stored ? user.updated_at : null));
  const busy = progress.busy;

  const send = async (files: ArrayLike<File>) => {
    const check = checkFiles(kind, files);
    // A new pick ends the previous upload's story: its "Upload complete" bar must not sit beside this error.
    progress.reset();
    if (!check.ok) {
      setProblem({ title: 'This file cannot be uploaded', message: check.message });
      toast.error(check.message);
      return;
    }
    setProblem(null);
    progress.start();
    try {
      const answer = await uploadFile(kind, check.file, progress.update);
      progress.finish();
      replaceCachedUser(queryClient, answer.data.user);
      toast.success(successText(answer, `${text.Noun} uploaded successfully!`));
    } catch (error) {
      progress.reset();
      const message = messageOf(error, `Failed to upload ${text.noun}`);
      setProblem({ title: 'Upload failed', message });
      toast.error(message);
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const remove = async () => {
    const ok = await confirm({
      title: `Delete your ${text.noun}?`,
      message: `Are you sure you want to delete your ${text.noun}? This cannot be undone.`,
      confirmLabel: `Delete ${text.Noun}`,
      danger: true,
    });
    if (!ok) return;
    try {
      const answer = await deleteFile(kind);
      replaceCachedUser(queryClient, answer.data.user);
      progress.reset();
      toast.success(successText(answer, `${text.Noun} deleted successfully!`));
      input.current?.focus();
    } catch (error) {
      toast.error(messageOf(error, `Failed to delete ${text.noun}`));
    }
  };

  const drop = useFileDrop<HTMLDivElement>((files) => !busy && void send(files));

  return (
    <section className="upload" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text.title}</h2>
      {stored ? <CurrentFile kind={kind} info={info} onDelete={() => void remove()} /> : <p>You have not uploaded a {text.noun} yet.</p>}
      <div ref={drop.ref} role="group" aria-labelledby={`${id}-drop`} className={`upload__drop ${drop.dragging ? 'upload__drop--active' : ''}`}>
        <p id={`${id}-drop`} className="upload__drop-text">Drag and drop a file here, or choose one:</p>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-file`}>
            {stored ? `Replace your ${text.noun}` : `Choose a ${text.noun} file`}
          </label>
          <span id={`${id}-hint`} className="field__hint">
            {fileTypeMessage(kind)}. Maximum size is 5MB.
          </span>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={acceptAttribute(kind)}
            aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
            // NOTE: not disabled while sending: that would drop keyboard focus; a second pick waits instead.
            onChange={(e) => !busy && e.target.files?.length && void send(e.target.files)}
          />
        </div>
      </div>
      <UploadFeedback id={id} progress={progress} problem={problem} busyText={`Uploading your ${text.noun}...`} />
      {dialog}
    </section>
  );
}
