import { inputTexts } from '../../texts/input.ts';
import { MULTI_LINE_TEXT, SECRET_TEXT, hasLoneSurrogate } from '../../validation/validation.ts';
import { z } from './zod.ts';

/**
 * - `line`: names, addresses, e-mails, ids. Trimmed; line breaks and tabs (pasted text) become
 *   one space, so the stored value is one line.
 * - `multiLine`: message bodies. Trimmed; tab, line feed and carriage return are kept.
 * - `secret`: passwords and tokens as typed. Not trimmed or changed; no control character at all.
 *
 * `line` and `multiLine` also refuse the bidirectional controls and the Unicode line and
 * paragraph separators (`domain/validation/validation.ts` says why); secrets are never shown.
 */
export type TextKind = 'line' | 'multiLine' | 'secret';

export interface TextRules {
  /** Longest accepted value in UTF-16 code units, counted after trimming. */
  max: number;
  kind?: TextKind;
  /** Catalogue sentences for fields that already have their own (e.g. "Der Name darf höchstens …"). */
  notText?: string;
  tooLong?: string;
}

const BREAKS = /[\t\r\n]+/g;

/**
 * A string field of a request: bounded length and no control characters. Every request string
 * goes through here, so no text reaches the database, a mail or a PDF that PostgreSQL would
 * refuse, that could pose as several lines or that reverses the text shown around it. The length check comes first and stops the
 * checks, so a megabyte of input is never scanned. Callers chain `.min(1, …)` or `.refine(…)`
 * for their own rules.
 */
export function safeText({ max, kind = 'line', notText, tooLong }: TextRules) {
  const base = z.string({ error: notText ?? inputTexts.notText });
  const cleaned =
    kind === 'secret'
      ? base
      : kind === 'line'
        ? base.overwrite((v) => v.replace(BREAKS, ' ')).trim()
        : base.trim();
  return (
    cleaned
      .max(max, { error: tooLong ?? inputTexts.tooLong(max), abort: true })
      // After folding a `line` holds no break any more; the multi-line pattern then says what the
      // field accepts as input, which is what the OpenAPI description shows.
      .regex(kind === 'secret' ? SECRET_TEXT : MULTI_LINE_TEXT, {
        error: inputTexts.controlCharacters,
        abort: true,
      })
      .refine((value) => !hasLoneSurrogate(value), { error: inputTexts.controlCharacters, abort: true })
  );
}
