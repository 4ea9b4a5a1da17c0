// One file's download on a screen (a policy's documents, the customer's data copy): its progress while the body arrives, 'Batal' to stop
// it, and what became of it (saved under the server's file name, cancelled, or failed with a
// message to show beside the button). A second click while it runs starts nothing (the ref
// is set before React renders the disabled button), and leaving the page cancels it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadFile, type DocumentCall, type DownloadProgress } from '../../api/downloadProgress';
import { errorMessageOf } from '../../api/errors';

export type DownloadState =
  | { status: 'idle' }
  | { status: 'running'; progress: DownloadProgress }
  | { status: 'saved'; fileName: string }
  | { status: 'cancelled' }
  | { status: 'failed'; message: string };

export interface DownloadRequest {
  call: DocumentCall;
  /** The file's name when the answer carries none. */
  fallbackName: string;
  /** The message of a failure without the server's own (no connection). */
  failedMessage: string;
}

const STARTED: DownloadProgress = { loaded: 0, total: null, percent: null };

export function useDownload() {
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async ({ call, fallbackName, failedMessage }: DownloadRequest) => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'running', progress: STARTED });
    let shown: number | null = null;
    try {
      const fileName = await downloadFile(call, {
        fallbackName,
        signal: controller.signal,
        // The failure is said beside the button, not in a popup; a 403 still ends the session.
        quiet: true,
        errorMessage: failedMessage,
        onProgress: (progress) => {
          // One render per percent, not per chunk (an unknown size shows no number at all).
          if (progress.percent === shown) return;
          shown = progress.percent;
          setState({ status: 'running', progress });
        },
      });
      setState({ status: 'saved', fileName });
    } catch (error) {
      setState(
        controller.signal.aborted
          ? { status: 'cancelled' }
          : { status: 'failed', message: errorMessageOf(error) },
      );
    } finally {
      running.current = null;
    }
  }, []);

  const cancel = useCallback(() => running.current?.abort(), []);

  return { state, start, cancel, busy: state.status === 'running' };
}
