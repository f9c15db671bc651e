import { useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MyCompany } from '@jobboard/contracts/companies';
import { LOGO_ACCEPT, LOGO_EXTENSIONS, LOGO_TYPE_HINT } from '@jobboard/contracts/company-options';
import { extensionOf, invalidTypeMessage, tooLargeMessage, TOO_MANY_FILES, UPLOAD_MAX_BYTES } from '@jobboard/contracts/uploads';
import { messageOf, successText } from '../../../lib/api-client.ts';
import { useConfirm } from '../../../ui/confirm-dialog.tsx';
import { useToast } from '../../../ui/toasts.tsx';
import { useFileDrop } from '../../uploads/use-file-drop.ts';
import { useUploadProgress } from '../../uploads/use-upload-progress.ts';
import { UploadFeedback, type UploadProblem } from '../../uploads/components/upload-feedback.tsx';
import '../../uploads/uploads.css';
import { COMPANIES_KEY, deleteLogo, uploadLogo } from '../api/companies-api.ts';

/** The checks made before sending; the server checks the bytes again and resizes. */
function checkLogo(files: ArrayLike<File>): { ok: true; file: File } | { ok: false; message: string } {
  const file = files[0];
  if (files.length !== 1 || !file) return { ok: false, message: TOO_MANY_FILES };
  if (!(LOGO_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return { ok: false, message: invalidTypeMessage(file.name) };
  if (file.size > UPLOAD_MAX_BYTES) return { ok: false, message: tooLargeMessage(file.name) };
  return { ok: true, file };
}

/** Upload, show and delete the company logo, as the profile picture upload does (uploads/upload-area.tsx). */
export function LogoUpload({ company }: { company: MyCompany }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const queryClient = useQueryClient();
  const [confirm, dialog] = useConfirm();
  const progress = useUploadProgress();
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const busy = progress.busy;
  const store = (data: MyCompany) => {
    queryClient.setQueriesData({ queryKey: [...COMPANIES_KEY, 'mine'] }, data);
    // Job cards and the company page show the logo too.
    void queryClient.invalidateQueries({ queryKey: ['jobs'] });
    void queryClient.invalidateQueries({ queryKey: [...COMPANIES_KEY, 'page'] });
  };

  const send = async (files: ArrayLike<File>) => {
    const check = checkLogo(files);
    progress.reset();
    if (!check.ok) {
      setProblem({ title: 'This file cannot be uploaded', message: check.message });
      toast.error(check.message);
      return;
    }
    setProblem(null);
    progress.start();
    try {
      const answer = await uploadLogo(check.file, progress.update);
      progress.finish();
      store(answer.data);
      toast.success(successText(answer, 'Company logo uploaded successfully!'));
    } catch (error) {
      progress.reset();
      const message = messageOf(error, 'Failed to upload the company logo');
      setProblem({ title: 'Upload failed', message });
      toast.error(message);
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const remove = async () => {
    const ok = await confirm({ title: 'Delete your company logo?', message: 'The logo will be removed from your company page and your job listings.', confirmLabel: 'Delete Logo', danger: true });
    if (!ok) return;
    try {
      const answer = await deleteLogo();
      store(answer.data);
      progress.reset();
      toast.success(successText(answer, 'Company logo deleted successfully!'));
      input.current?.focus();
    } catch (error) {
      toast.error(messageOf(error, 'Failed to delete the company logo'));
    }
  };

  const drop = useFileDrop<HTMLDivElement>((files) => !busy && void send(files));

  return (
    <section className="upload" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Company Logo</h3>
      {company.logo ? (
        <div className="upload__current">
          <img className="upload__preview" src={company.logo.medium} alt="Your current company logo" width={128} height={128} />
          <button type="button" className="button button--danger" onClick={() => void remove()}>
            Delete<span className="visually-hidden"> company logo</span>
          </button>
        </div>
      ) : (
        <p>You have not uploaded a company logo yet.</p>
      )}
      <div ref={drop.ref} role="group" aria-labelledby={`${id}-drop`} className={`upload__drop ${drop.dragging ? 'upload__drop--active' : ''}`}>
        <p id={`${id}-drop`} className="upload__drop-text">Drag and drop a file here, or choose one:</p>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-file`}>
            {company.logo ? 'Replace your company logo' : 'Choose a company logo file'}
          </label>
          <span id={`${id}-hint`} className="field__hint">
            {LOGO_TYPE_HINT}. Maximum size is 5MB. It is shown square, at up to 256 pixels.
          </span>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={LOGO_ACCEPT}
            aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
            onChange={(e) => !busy && e.target.files?.length && void send(e.target.files)}
          />
        </div>
      </div>
      <UploadFeedback id={id} progress={progress} problem={problem} headingLevel={4} />
      {dialog}
    </section>
  );
}
