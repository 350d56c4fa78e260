import { writeSync } from 'node:fs';
import { serialize } from 'node:v8';
import PDFDocument from 'pdfkit';

/**
 * A thin recording wrapper around pdfkit for the benchmark only: every call our renderer makes on a
 * document, on its structure elements and on its outline is written down with its arguments, so that
 * bare.mjs can make exactly the same calls with plain pdfkit. Calls pdfkit makes inside its own methods
 * are not recorded (a depth counter), nor are measurements that draw nothing (`heightOfString`, …);
 * that these leave no trace in the file is shown by comparing the bytes of both sides.
 *
 * A recorded call is `[target, method, args, result]`: target 0 is the document, -1 its outline, any
 * other number an object an earlier call returned (`result`, 0 when not kept); `[0, '=x', value]` sets
 * a property. Arguments that are such objects are written as `{ h: number }`.
 */
export type Op = [number, string, unknown[], number] | [number, `=${string}`, unknown];

/** Methods that only measure or read: nothing of them reaches the file. */
const MEASURING = new Set([
  'heightOfString',
  'widthOfString',
  'boundsOfString',
  'bufferedPageRange',
  'currentLineHeight',
  'sizeToPoint',
]);

interface Recording {
  options: unknown;
  ops: Op[];
  handles: Map<object, number>;
}

type Doc = InstanceType<typeof PDFDocument>;

export function startRecording(onDocument: (options: unknown, ops: Op[]) => void): void {
  const recordings = new WeakMap<object, Recording>();
  let depth = 0;

  const encode = (value: unknown, rec: Recording): unknown => {
    if (value === null || typeof value !== 'object') {
      if (typeof value === 'function') throw new Error('a function argument cannot be recorded');
      return value;
    }
    const h = rec.handles.get(value);
    if (h !== undefined) return { h };
    if (Array.isArray(value)) return value.map((v) => encode(v, rec));
    if (Object.getPrototypeOf(value) !== Object.prototype) throw new Error('unknown object argument');
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v, rec)]));
  };

  const wrap = (
    proto: object,
    targetOf: (self: object, rec: Recording) => number,
    docOf: (self: object) => object,
  ) => {
    for (const name of Object.getOwnPropertyNames(proto)) {
      const original = (proto as Record<string, unknown>)[name];
      if (name === 'constructor' || name.startsWith('_') || typeof original !== 'function') continue;
      const method = original as (...args: unknown[]) => unknown;
      (proto as Record<string, unknown>)[name] = function (this: object, ...args: unknown[]) {
        const rec = depth === 0 ? recordings.get(docOf(this)) : undefined;
        depth++;
        let result: unknown;
        try {
          result = method.apply(this, args);
        } finally {
          depth--;
        }
        if (rec && !MEASURING.has(name)) {
          let handle = 0;
          if (result !== null && typeof result === 'object' && result !== this && !rec.handles.has(result)) {
            handle = rec.handles.size + 1;
            rec.handles.set(result, handle);
          }
          rec.ops.push([targetOf(this, rec), name, args.map((a) => encode(a, rec)), handle]);
        }
        if (rec && name === 'end' && this === docOf(this)) onDocument(rec.options, rec.ops);
        return result;
      };
    }
  };

  const docProto = PDFDocument.prototype as unknown as Record<string, unknown>;
  const probe = new PDFDocument({ tagged: true });
  const element = probe.struct('P');
  const outline = probe.outline;

  wrap(
    docProto,
    () => 0,
    (self) => self,
  );
  wrap(
    Object.getPrototypeOf(element) as object,
    (self, rec) => rec.handles.get(self) ?? Number.NaN,
    (self) => (self as { document: object }).document,
  );
  wrap(
    Object.getPrototypeOf(outline) as object,
    (self, rec) =>
      self === (rec as { outline?: object }).outline ? -1 : (rec.handles.get(self) ?? Number.NaN),
    (self) => (self as { document: object }).document,
  );

  // A document is recorded from its first reader on (createDocument listens at once): what the
  // constructor draws, the replay's constructor draws too.
  const on = PDFDocument.prototype.on;
  docProto.on = function (this: Doc, event: string, listener: (...a: unknown[]) => void) {
    if (event === 'data' && !recordings.has(this)) {
      const rec: Recording & { outline?: object } = {
        options: structuredClone(this.options),
        ops: [],
        handles: new Map(),
        outline: this.outline,
      };
      recordings.set(this, rec);
      for (const key of ['x', 'y'] as const) {
        let value = this[key];
        Object.defineProperty(this, key, {
          get: () => value,
          set: (v: number) => {
            if (depth === 0) rec.ops.push([0, `=${key}`, v]);
            value = v;
          },
        });
      }
    }
    return on.call(this, event, listener);
  } as typeof on;
}

/** Appends one document's recording to an open file: a 4-byte length, then v8.serialize([options, ops]). */
export function writeFrame(fd: number, options: unknown, ops: Op[]): void {
  const body = serialize([options, ops]);
  const head = Buffer.alloc(4);
  head.writeUInt32LE(body.length);
  writeSync(fd, head);
  writeSync(fd, body);
}
