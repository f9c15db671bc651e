import type { useUploadProgress } from '../use-upload-progress.ts';

export type UploadProblem = { title: string; message: string };

/**
 * What an upload says while and after it runs: the progress bar, the polite announcement of each
 * step, and the refusal the file input is described by (`${id}-problem`).
 */
export function UploadFeedback({
  id,
  progress,
  problem,
  busyText,
  headingLevel = 3,
}: {
  id: string;
  progress: ReturnType<typeof useUploadProgress>;
  problem: UploadProblem | null;
  /** Shown while sending before the first progress figure. */
  busyText?: string;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  return (
    <>
      {busyText && progress.busy && progress.percent === null ? <p className="upload__progress">{busyText}</p> : null}
      {progress.percent !== null ? (
        <div className="upload__progress">
          <label htmlFor={`${id}-progress`}>Upload progress</label>
          <progress id={`${id}-progress`} max={100} value={progress.percent}>
            {progress.percent}%
          </progress>
        </div>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {progress.announcement}
      </p>
      {problem ? (
        <div id={`${id}-problem`} className="alert alert--error">
          <Heading>{problem.title}</Heading>
          <p>{problem.message}</p>
        </div>
      ) : null}
    </>
  );
}
