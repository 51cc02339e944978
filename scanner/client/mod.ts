/** The platform's scanner client: remote or module mode, circuit breaker, inline fallback. */
export { CircuitBreaker, DEFAULT_FAILURE_THRESHOLD, DEFAULT_OPEN_MS, type BreakerOptions, type BreakerState } from './breaker.js';
export { ScannerUnavailableError, type UnavailableReason } from './errors.js';
export { fallbackScan, fallbackScanOutput, FALLBACK_PATTERNS, shannonEntropy, type FallbackResult } from './fallback.js';
export { ScannerClient, scannerClientOptions, type ScannerClientOptions, type Via } from './scanner-client.js';
export type { FileContentInput, FileMetaInput, OutputScanInput } from './transport.js';
