import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { createWorker, OEM, type Worker } from 'tesseract.js';

/** Where the OCR's language data lies: never a download (tesseract.js would fetch from a CDN). */
export interface OcrLanguage {
  lang: 'deu' | 'eng';
  langPath: string;
  gzip: boolean;
}

/** Debian's tesseract-ocr-deu puts the German data here (tesseract 5). */
export const DEBIAN_TESSDATA = '/usr/share/tesseract-ocr/5/tessdata';

/** German from Debian where installed, else the English data the npm package @tesseract.js-data/eng ships. */
export function findOcrLanguage(debianDir: string = DEBIAN_TESSDATA): OcrLanguage {
  if (existsSync(join(debianDir, 'deu.traineddata')))
    return { lang: 'deu', langPath: debianDir, gzip: false };
  const require = createRequire(import.meta.url);
  const engDir = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0');
  return { lang: 'eng', langPath: engDir, gzip: true };
}

let engine: { key: string; worker: Promise<Worker> } | undefined;

/**
 * The text of an image (PNG or JPEG). One tesseract worker per reading thread is kept while the
 * thread lives: loading the language data takes longer than reading a page. The cache of
 * tesseract.js is off, so it neither reads nor writes language data anywhere else.
 */
export async function recognise(image: Uint8Array, language: OcrLanguage): Promise<string> {
  const key = `${language.lang}:${language.langPath}`;
  if (engine?.key !== key) {
    const cachePath = mkdtempSync(join(tmpdir(), 'ocr-'));
    engine = {
      key,
      worker: createWorker(language.lang, OEM.LSTM_ONLY, {
        langPath: language.langPath,
        gzip: language.gzip,
        cacheMethod: 'none',
        cachePath,
      }),
    };
  }
  const current = engine;
  try {
    const worker = await current.worker;
    const { data } = await worker.recognize(Buffer.from(image.buffer, image.byteOffset, image.byteLength));
    return data.text;
  } catch (error) {
    // A failed image may leave the engine in any state: the next image gets a fresh one.
    if (engine === current) engine = undefined;
    void current.worker.then((worker) => worker.terminate()).catch(() => undefined);
    throw error;
  }
}
