/** The operations of a scanner, wherever it runs: over HTTP or in this process. */
import type { FileContentScan, FileMetaScan, InboundScan, OutputScan } from '../service/responses.js';

export interface OutputScanInput {
  text: string;
  jobId: string;
  jobCategory?: string;
  whitelistedAddresses?: string[];
}

export interface FileMetaInput {
  filename: string;
  mimetype?: string;
  size?: number;
  path?: string;
}

export interface FileContentInput {
  filename: string;
  mimetype?: string;
  content: string;
}

export interface ScannerTransport {
  /** `sessionId` ties the message to a conversation (the multi-turn escalation model). */
  scan(text: string, sessionId?: string): Promise<InboundScan>;
  scanOutput(input: OutputScanInput): Promise<OutputScan>;
  scanFile(input: FileMetaInput): Promise<FileMetaScan>;
  scanFileContent(input: FileContentInput): Promise<FileContentScan>;
  close(): Promise<void>;
}
