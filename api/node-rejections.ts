import type { EventEmitter } from 'node:events';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ApiError } from '../core/errors.js';
import { newId } from '../core/ids.js';
import { DEFAULT_VERSION, VERSION_HEADER } from './middleware/service-version.js';

/** What Node's HTTP parser refused, as the status and code a client can act on. */
function rejection(error: NodeJS.ErrnoException): ApiError {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return new ApiError(431, 'request_header_fields_too_large', 'The request headers are larger than this server accepts (16 KB in all); send fewer or shorter headers.');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new ApiError(408, 'request_timeout', 'The request was not received in time; send it again.');
    default:
      return new ApiError(400, 'malformed_request', 'The request is not valid HTTP (for example a control character in a header); it was not processed.');
  }
}

/**
 * Requests Node rejects before the app sees them (a header over 16 KB, a 0x7F byte in a header)
 * get the same error envelope, `Service-Version` and request id as every other response, instead
 * of Node's bare status line.
 */
export function answerClientErrors(server: EventEmitter): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const apiError = rejection(error);
    const requestId = newId('request');
    const body = JSON.stringify({
      error: { type: apiError.type, code: apiError.code, message: apiError.message, param: null, request_id: requestId, details: null },
    });
    socket.end(
      [
        `HTTP/1.1 ${apiError.status} ${STATUS_CODES[apiError.status] ?? 'Error'}`,
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        `${VERSION_HEADER}: ${DEFAULT_VERSION}`,
        `X-Request-Id: ${requestId}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  });
}
