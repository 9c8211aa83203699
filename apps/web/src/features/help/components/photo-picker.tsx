import { useRef } from 'react';
import { Button } from '../../../components/button.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { photoProblem } from '../api/chat.ts';
import { helpMessages } from '../messages.ts';

/**
 * Choose one photo (JPEG or PNG, up to 3 MB), checked here before any call; the server checks it again
 * by its content and keeps it without its metadata.
 */
export function PhotoPicker({
  photo,
  onChange,
  onProblem,
}: {
  photo: File | null;
  onChange: (photo: File | null) => void;
  onProblem: (problem: 'photoType' | 'photoSize' | null) => void;
}) {
  const t = useMessages(helpMessages);
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="chat-photo">
      {photo ? (
        <>
          <span data-testid="chat-photo-name">{t('photoChosen', { name: photo.name })}</span>
          <Button
            type="button"
            variant="text"
            block={false}
            onClick={() => {
              onChange(null);
              if (input.current) input.current.value = '';
            }}
          >
            {t('photoRemove')}
          </Button>
        </>
      ) : null}
      <label className="chat-photo__pick" style={photo ? { display: 'none' } : undefined}>
        {t('photoLabel')}
        <input
          ref={input}
          className="visually-hidden"
          type="file"
          accept="image/jpeg,image/png"
          data-testid="chat-photo"
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            const problem = chosen ? photoProblem(chosen) : undefined;
            onProblem(problem ?? null);
            onChange(problem ? null : chosen);
          }}
        />
      </label>
    </div>
  );
}
