import { useState } from 'react';
import { errorMessage } from '../api/api-error.ts';
import type { DownloadedFile } from '../api/client.ts';
import { saveFile } from './save-file.ts';

/**
 * Downloads through the API (with the bearer token) and saves the file. `busy` names the download
 * under way, so its button can spin while the others stay usable; a failure keeps its message.
 */
export function useDownload() {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const download = async (key: string, load: () => Promise<DownloadedFile>, fallbackName: string) => {
    setBusy(key);
    setError(null);
    try {
      const file = await load();
      saveFile(file.blob, file.filename ?? fallbackName);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy((current) => (current === key ? null : current));
    }
  };

  return { busy, error, download, clearError: () => setError(null) };
}
