import type { Readable } from 'node:stream';
import { MESSAGES } from '@attire/contract';
import { AppError } from '../errors.js';

/** What the store knows of an object without reading it. */
export interface ObjectInfo {
  size: number;
  /** An HTTP entity tag, quoted (`"…"`, or `W/"…"` where only a weak one is known). */
  etag: string;
  lastModified: Date;
  contentType: string;
}

/** An object being read: its body is a stream, never held whole in memory. */
export interface StoredObject extends ObjectInfo {
  body: Readable;
}

export interface PutOptions {
  contentType: string;
  /** Replace an object of that name; without it a name already taken is refused. */
  overwrite?: boolean;
}

/**
 * Where uploaded pictures live: the local disk (one process) or an S3-compatible bucket that
 * every process shares (decision 0028). Names are flat file names (see isObjectName); every
 * method refuses any other.
 */
export interface ObjectStore {
  readonly kind: 'disk' | 's3';
  /** Throws ObjectExistsError when the name is taken and `overwrite` was not asked for. */
  put(name: string, bytes: Buffer, options: PutOptions): Promise<void>;
  has(name: string): Promise<boolean>;
  /** The object's metadata, or undefined when there is none. */
  stat(name: string): Promise<ObjectInfo | undefined>;
  /** The object with its body, or undefined when there is none. */
  get(name: string): Promise<StoredObject | undefined>;
  /** Lets go of connections; the store is not used afterwards. */
  close(): Promise<void>;
}

// The characters of the contract's `/uploads/<file>` paths; a name starts with a letter or a
// digit, so "." and ".." and hidden files are never names.
const OBJECT_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** True for a flat file name the stores accept: no slash, no "..", nothing to escape. */
export function isObjectName(name: string): boolean {
  return OBJECT_NAME.test(name) && !name.includes('..');
}

export function assertObjectName(name: string): void {
  if (!isObjectName(name)) throw new InvalidObjectNameError(name);
}

export class InvalidObjectNameError extends Error {
  constructor(name: string) {
    super(`Not an object name: ${JSON.stringify(name.slice(0, 100))}`);
    this.name = 'InvalidObjectNameError';
  }
}

/** A put without `overwrite` found the name taken (as writeFile's 'wx' flag refuses). */
export class ObjectExistsError extends Error {
  constructor(name: string) {
    super(`An object named ${name} exists already`);
    this.name = 'ObjectExistsError';
  }
}

/**
 * The store could not be reached or refused the call (network, credentials, a missing bucket).
 * Not the client's fault and likely to pass: a 503 with Retry-After, the cause logged.
 */
export class ObjectStoreUnavailableError extends AppError {
  constructor(cause: unknown) {
    super(503, MESSAGES.somethingWentWrong, undefined, { 'retry-after': '5' });
    this.name = 'ObjectStoreUnavailableError';
    this.cause = cause;
  }
}
