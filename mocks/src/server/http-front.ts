// node:http in front of MSW handlers (msw's getResponse, no patched globals): a node request as a
// fetch Request with its body streamed and cut at a limit, the handlers' Response streamed back
// with backpressure, the front's own refusals as the provider's JSON errors, and a server that
// listens and drains.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse, type HttpHandler } from 'msw';

const hopByHop = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
]);

class PayloadTooLarge extends Error {}

function json(res: ServerResponse, status: number, body: unknown, close = false): void {
  res.writeHead(status, { 'content-type': 'application/json', ...(close && { connection: 'close' }) });
  res.end(JSON.stringify(body));
}

/** 413, closing the connection: the rest of an oversized body is not read. */
function tooLarge(res: ServerResponse, maxBodyBytes: number): void {
  json(res, 413, { message: `request body over ${maxBodyBytes} bytes`, error: 'payload_too_large', status: 413 }, true);
}

/** node's request as a fetch Request; the body is streamed and cut at `limit` bytes. */
function toRequest(req: IncomingMessage, origin: string, limit: number, signal: AbortSignal) {
  const headers = new Headers();
  for (let index = 0; index + 1 < req.rawHeaders.length; index += 2) {
    const name = req.rawHeaders[index] ?? '';
    if (!hopByHop.has(name.toLowerCase())) headers.append(name, req.rawHeaders[index + 1] ?? '');
  }
  let url: URL;
  try {
    url = new URL(req.url ?? '/', `http://${req.headers.host ?? ''}`);
  } catch {
    url = new URL(req.url ?? '/', origin);
  }
  const state = { tooLarge: false };
  const method = req.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD') return { request: new Request(url, { method, headers, signal }), state };

  let received = 0;
  const chunks = req[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done === true) {
        controller.close();
        return;
      }
      received += next.value.byteLength;
      if (received > limit) {
        state.tooLarge = true;
        controller.error(new PayloadTooLarge(`request body over ${limit} bytes`));
        return;
      }
      controller.enqueue(new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.byteLength));
    },
  });
  const init: RequestInit & { duplex: 'half' } = { method, headers, body, signal, duplex: 'half' };
  return { request: new Request(url, init), state };
}

/** A fetch Response written to node's response, streaming its body with backpressure. */
async function sendResponse(response: Response, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (response.type === 'error') {
    // HttpResponse.error(): the `networkError` scenarios. The client must see a broken connection.
    req.socket.destroy();
    return;
  }
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && !hopByHop.has(name)) headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, response.statusText || undefined, headers);
  if (req.method === 'HEAD' || !response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    // A client gone mid-answer never drains: stop reading the body instead of waiting for ever.
    if (!res.write(value)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
    if (res.destroyed) {
      await reader.cancel();
      return;
    }
  }
  res.end();
}

function handleWith(handlers: HttpHandler[], origin: () => string, maxBodyBytes: number, log: (line: string) => void) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > maxBodyBytes) {
      tooLarge(res, maxBodyBytes);
      return;
    }
    const aborted = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) aborted.abort();
    });
    const { request, state } = toRequest(req, origin(), maxBodyBytes, aborted.signal);
    let response: Response | undefined;
    try {
      response = await getResponse(handlers, request);
    } catch (error) {
      if (!state.tooLarge) {
        log(
          `Sandbox: ${request.method} ${request.url} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    if (state.tooLarge) {
      tooLarge(res, maxBodyBytes);
      return;
    }
    if (!response) {
      const { pathname } = new URL(request.url);
      json(res, 404, {
        message: `no sandbox endpoint for ${request.method} ${pathname}`,
        error: 'not_found',
        status: 404,
      });
      return;
    }
    await sendResponse(response, req, res);
  };
}

/**
 * A node:http server answering with `handlers`; `origin` is asked per request (the port is known
 * only once it listens). An answer that fails is a 500, or a cut connection once begun.
 */
export function createHandlersServer(
  handlers: HttpHandler[],
  origin: () => string,
  maxBodyBytes: number,
  log: (line: string) => void,
): Server {
  const handle = handleWith(handlers, origin, maxBodyBytes, log);
  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`Sandbox: answering ${req.method ?? ''} ${req.url ?? ''} failed: ${String(error)}`);
      if (!res.headersSent) json(res, 500, { message: 'sandbox error', error: 'internal_error', status: 500 });
      else res.destroy();
    });
  });
}

export function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

/** Stops accepting, waits for the connections to end (closing them past the bound). */
export function drain(server: Server, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const bound = setTimeout(() => server.closeAllConnections(), timeoutMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(bound);
      resolve();
    });
    server.closeIdleConnections();
  });
}
