import { FileDown } from 'lucide-react';
import { useId, useState } from 'react';
import { DOCUMENT_MESSAGES } from '@attire/contract';
import { Button } from '@/components/ui/button';
import { downloadFile } from '@/lib/download-file';

interface DownloadDocumentButtonProps {
  /** What the button says ("Download invoice", "Credit note"). */
  label: string;
  /** The document's number, shown beside the button. */
  number: string;
  /** The API path that answers the PDF. */
  path: string;
}

/**
 * Downloads a tax document, saying so while it does and saying why not beside it when it
 * fails. The number describes the button, which tells apart one credit note from the next.
 */
export function DownloadDocumentButton({ label, number, path }: DownloadDocumentButtonProps) {
  const numberId = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function download() {
    // aria-disabled rather than disabled keeps focus on the button while it works.
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      // The server names the file; this is its name if the header is lost on the way.
      await downloadFile(path, `${number.replaceAll('/', '-')}.pdf`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-x-3 gap-y-1">
      <span id={numberId} className="font-mono break-all">
        {number}
      </span>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-describedby={numberId}
        aria-disabled={busy || undefined}
        onClick={() => void download()}
      >
        <FileDown aria-hidden />
        {busy ? 'Downloading…' : label}
      </Button>
      {failed && (
        <span role="alert" className="basis-full text-destructive">
          {DOCUMENT_MESSAGES.downloadFailed}
        </span>
      )}
    </span>
  );
}
