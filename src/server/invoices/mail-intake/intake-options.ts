import type { ReceivedFile } from '../reading/invoice-readers.ts';

/** Pino's calling convention: an object of fields, then the message. */
export interface IntakeLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface InvoiceMailIntakeOptions {
  /** 0 picks a free port (tests); the one taken is returned. */
  port: number;
  host: string;
  /** Domain of the intake addresses; mail to any other domain is refused at RCPT. */
  domain: string;
  /** Largest message (DATA) taken; advertised in EHLO's SIZE and refused above with 552. */
  maxMessageBytes: number;
  /** The property whose intake key this is, or null for none. */
  findProperty(key: string): Promise<number | null>;
  /**
   * Files a mail brought for one property. A DomainError of bad input or a vanished property is
   * answered 554 (the sender gives up); any other rejection 451 (the sender tries again later).
   */
  receive(propertyId: number, files: ReceivedFile[]): Promise<void>;
  log: IntakeLog;
  /**
   * Counts one message of a client address against a budget across processes and says whether it
   * is within it (see `mailIntakeAllowance`); absent, only the connection limits apply.
   */
  allow?: (clientAddress: string) => Promise<boolean>;
  /** PEM key and certificate for STARTTLS; absent, plain SMTP behind a TLS-terminating relay. */
  tls?: { key: string | Buffer; cert: string | Buffer };
}

/** Connections at once: in all and from one client address; a slow sender cannot take them all. */
export const MAX_CLIENTS = 50;
export const MAX_CLIENTS_PER_ADDRESS = 5;
/** A client idle this long while it owes us a command or data is disconnected (421). */
export const SOCKET_TIMEOUT_MS = 30_000;
/** On close, connections still open after this are cut. */
export const CLOSE_TIMEOUT_MS = 10_000;
