import { MENU_IMPORT_LIMITS } from '@platform/core';
import { FileUp } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { TextareaField } from '../../../components/ui/field.tsx';
import { useMenuImportTexts } from '../texts.ts';

/** What the server reads: photos (also HEIC from phones), PDFs, CSV and XLSX. */
export const ACCEPTED_FILES =
  'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif,application/pdf,.pdf,text/csv,.csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The start of an import: drop a file, pick one, or paste the text. A file over the limit is refused here
 * already (the server refuses it too); everything else goes to the server, which names what is wrong.
 */
export function UploadPanel({ busy, onFile, onText }: { busy: boolean; onFile(file: File): void; onText(text: string): void }) {
  const { t } = useMenuImportTexts();
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [text, setText] = useState('');

  const take = (file: File | undefined) => {
    if (!file) return;
    if (file.size > MENU_IMPORT_LIMITS.maxFileBytes) {
      setError(t('menuImport.upload.tooLarge'));
      return;
    }
    setError(null);
    onFile(file);
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) take(event.dataTransfer.files[0]);
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-2">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer extra; the file input inside does the same by keyboard. */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn(
          'flex min-w-0 flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed p-6 text-center',
          dragging ? 'border-brand bg-brand/10' : 'border-zinc-300 dark:border-zinc-700',
        )}
      >
        <FileUp className="h-8 w-8 text-brand" aria-hidden="true" />
        <p className="font-medium">{t('menuImport.upload.drop')}</p>
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('menuImport.upload.file')}
        </label>
        <input
          id={inputId}
          type="file"
          accept={ACCEPTED_FILES}
          disabled={busy}
          aria-describedby={hintId}
          onChange={(event) => {
            take(event.target.files?.[0]);
            event.target.value = '';
          }}
          className="max-w-full text-sm"
        />
        <p id={hintId} className="text-xs text-zinc-600 dark:text-zinc-400">
          {t('menuImport.upload.hint')}
        </p>
        {error ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : null}
      </div>
      <form
        className="flex min-w-0 flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) onText(text);
        }}
      >
        <TextareaField
          label={t('menuImport.upload.paste')}
          rows={8}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('menuImport.upload.pastePlaceholder')}
          maxLength={MENU_IMPORT_LIMITS.maxTextChars}
        />
        <div>
          <Button type="submit" disabled={busy || text.trim() === ''}>
            {t('menuImport.upload.readText')}
          </Button>
        </div>
      </form>
    </div>
  );
}
