// The zip an .xlsx or an .ods is, read with yauzl: its central directory checked before anything is
// unpacked (how many parts, each part's declared size and how much it grows), then a part streamed
// through an XML reader while the bytes actually inflated are counted, so a part whose declared size
// lies, or a sum of parts past the budget, stops the reading at once.
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser } from 'saxes';
import yauzl from 'yauzl';
import { AppError } from '../../shared/http/app-error.js';
import { notSpreadsheet, SHEET_LIMITS, unpackedTooLarge } from './sheet-limits.js';

/** An XML element as the reader hands it over: its name and attributes, namespace prefixes as written. */
export interface XmlTag {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
}

/** What a reader of one part listens to; every name is the local one (without its prefix). */
export interface XmlListener {
  readonly open?: (local: string, tag: XmlTag, selfClosing: boolean) => void;
  readonly close?: (local: string) => void;
  readonly text?: (text: string) => void;
}

/** The element's or attribute's name without its namespace prefix ('table:table-cell' → 'table-cell'). */
export const localName = (name: string): string => name.slice(name.indexOf(':') + 1);

export class ZipParts {
  private declared = 0;
  private unpacked = 0;

  private constructor(
    private readonly zip: yauzl.ZipFile,
    private readonly entries: ReadonlyMap<string, yauzl.Entry>,
  ) {}

  /** The zip's directory, refused when it holds too many parts or a part that unpacks too large. */
  static async open(bytes: Buffer): Promise<ZipParts> {
    let zip: yauzl.ZipFile;
    try {
      zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, autoClose: false, validateEntrySizes: true });
    } catch {
      throw notSpreadsheet();
    }
    const { maxZipEntries, maxUnpackedBytes, maxRatio, ratioFromBytes } = SHEET_LIMITS;
    if (zip.entryCount > maxZipEntries)
      throw new AppError('MEMBER_IMPORT.TOO_MANY_PARTS', { max: maxZipEntries.toLocaleString('es-CO') }, 'file');
    const entries = new Map<string, yauzl.Entry>();
    try {
      for await (const entry of zip.eachEntry()) {
        if (entry.uncompressedSize > maxUnpackedBytes) unpackedTooLarge();
        const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
        if (entry.uncompressedSize > ratioFromBytes && ratio > maxRatio)
          throw new AppError('MEMBER_IMPORT.COMPRESSION_RATIO', { max: maxRatio }, 'file');
        entries.set(entry.fileName, entry);
      }
    } catch (error) {
      throw error instanceof AppError ? error : notSpreadsheet();
    }
    return new ZipParts(zip, entries);
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** A small part's text (an .ods's `mimetype`), or null when it is missing or not small. */
  async smallText(name: string, maxBytes: number): Promise<string | null> {
    const entry = this.entries.get(name);
    if (entry === undefined || entry.uncompressedSize > maxBytes) return null;
    let text = '';
    await this.eachChunk(entry, (chunk) => (text += chunk));
    return text;
  }

  /** Streams a part through an XML reader; false when the file has no such part. */
  async readXml(name: string, listener: XmlListener): Promise<boolean> {
    const entry = this.entries.get(name);
    if (entry === undefined) return false;
    const parser = new SaxesParser<{ position: false; xmlns: false }>({ position: false, xmlns: false });
    parser.on('error', (error) => {
      throw error;
    });
    const { open, close, text } = listener;
    if (open) parser.on('opentag', (tag) => open(localName(tag.name), tag, tag.isSelfClosing));
    if (close) parser.on('closetag', (tag) => close(localName(tag.name)));
    if (text) {
      parser.on('text', text);
      parser.on('cdata', text);
    }
    await this.eachChunk(entry, (chunk) => parser.write(chunk));
    parser.close();
    return true;
  }

  private async eachChunk(entry: yauzl.Entry, take: (text: string) => void): Promise<void> {
    this.declared += entry.uncompressedSize;
    if (this.declared > SHEET_LIMITS.maxUnpackedBytes) unpackedTooLarge();
    try {
      const stream = await this.zip.openReadStreamPromise(entry);
      const decoder = new StringDecoder('utf8');
      // Leaving the loop (a limit passed, bad XML) destroys the stream: nothing more is inflated.
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        this.unpacked += chunk.length;
        if (this.unpacked > SHEET_LIMITS.maxUnpackedBytes) unpackedTooLarge();
        take(decoder.write(chunk));
      }
      take(decoder.end());
    } catch (error) {
      // A refusal of ours goes on; anything else (a damaged part, a size that lied, bad XML) is not a sheet.
      throw error instanceof AppError ? error : notSpreadsheet();
    }
  }
}
