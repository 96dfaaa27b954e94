import { onTestFinished, vi } from 'vitest';

export interface SavedFile {
  name: string;
  blob: Blob;
  /** Whether the link was in the document when clicked (Firefox ignores it otherwise). */
  linkAttached: boolean;
}

/**
 * Catches the files the app hands to the browser: jsdom has no object URLs and cannot save,
 * so each `<a download>` click on an object URL is recorded with the Blob behind it.
 */
export function stubDownloads() {
  const saved: SavedFile[] = [];
  const revoked: string[] = [];
  const blobs = new Map<string, Blob>();
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = `blob:http://localhost/${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
  onTestFinished(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob && this.download) {
      saved.push({ name: this.download, blob, linkAttached: this.isConnected });
    }
  });
  return { saved, revoked };
}

/** The API's answer of a tax document: PDF bytes named by content-disposition. */
export function pdfResponse(filename: string, bytes = '%PDF-1.7 test'): Response {
  return new Response(bytes, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename}"`,
    },
  });
}
