import { useEffect, useRef, useState, type FormEvent } from 'react';
import { REQUEST_MESSAGES, REQUEST_REPLY_MAX } from '@jobboard/contracts/accommodation-request-options';
import { messageOf, successText } from '../../../lib/api-client.ts';
import { characterCountText } from '../../../ui/character-count.tsx';
import { TextArea } from '../../../ui/form-fields.tsx';
import { useToast } from '../../../ui/toasts.tsx';
import { useReplyToRequest } from '../api/accommodation-requests-api.ts';

/** "Reply" opens a text box in place; sending keeps the reply in the request's history. */
export function ReplyForm({ requestId, what }: { requestId: string; what: string }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reply = useReplyToRequest();
  const toast = useToast();
  const box = useRef<HTMLTextAreaElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = `reply-${requestId}`;

  useEffect(() => {
    if (open) box.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setText('');
    setError(undefined);
    // After the form is gone, so focus lands on the button rather than the page.
    setTimeout(() => button.current?.focus());
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    const problem = !trimmed ? REQUEST_MESSAGES.replyRequired : trimmed.length > REQUEST_REPLY_MAX ? REQUEST_MESSAGES.replyTooLong : undefined;
    setError(problem);
    if (problem) return box.current?.focus();
    if (reply.isPending) return;
    try {
      const answer = await reply.mutateAsync({ id: requestId, text: trimmed });
      toast.success(successText(answer, REQUEST_MESSAGES.replied));
      close();
    } catch (failure) {
      toast.error(messageOf(failure, 'Your reply could not be sent. Please try again.'));
    }
  };

  if (!open) {
    return (
      <p>
        <button ref={button} type="button" className="button button--secondary button--small" onClick={() => setOpen(true)}>
          Reply<span className="visually-hidden"> about {what}</span>
        </button>
      </p>
    );
  }
  return (
    <form noValidate className="request__form" aria-label={`Reply about ${what}`} onSubmit={(e) => void submit(e)}>
      <TextArea
        ref={box}
        id={id}
        label="Your reply"
        required
        rows={3}
        value={text}
        error={error}
        hint={`The employer is told of it and can answer again. ${characterCountText(text.trim().length, REQUEST_REPLY_MAX)}.`}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="cluster">
        <button type="submit" className="button button--small" aria-disabled={reply.isPending || undefined}>
          {reply.isPending ? 'Sending...' : 'Send reply'}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={close}>
          Cancel
        </button>
      </div>
    </form>
  );
}
