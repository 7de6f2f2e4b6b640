import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@epaper/shared/errors.contract';
import { HttpError } from '../lib/http-error.ts';

/** The request says a body follows its head. */
const declaresBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/** Node's parser has not seen the end of the body yet (false only on a real socket, never under inject). */
const bodyStillArriving = (request: FastifyRequest) => request.raw.complete === false;

/**
 * Bounds how long a body may hold a connection when the caller has not proved who it is.
 *
 * The server has no overall deadline for a request (http-timeouts.ts): a signed-in admin's
 * 250 MB upload on a slow line may take as long as it keeps moving. Anyone else's body,
 * a few kilobytes at most, gets `deadlineMs` from the moment the app is ready to read it;
 * past that the answer is a 408 `request_timeout` and the connection closes. Otherwise
 * thousands of strangers trickling a byte a second would each hold a connection for good.
 *
 * And an answer to anyone but an admin sent before its request's body has arrived (a 401
 * before an upload, a 413 on the declared length) closes the connection, instead of
 * reading the rest of that body at the sender's pace to keep the connection alive. (The
 * dashboard renews an access token near its end before an upload starts, so an admin's
 * upload does not meet that 401.)
 */
export function registerBodyDeadline(app: FastifyInstance, deadlineMs: number): void {
  // preParsing runs after every onRequest hook: access control has named the caller by then.
  app.addHook('preParsing', (request, reply, payload, done) => {
    if (request.principal?.isAdmin || !declaresBody(request) || !bodyStillArriving(request)) {
      done(null, payload);
      return;
    }
    // The body parser reads this stream: failing it answers through the parser's own error path.
    const guarded = new PassThrough();
    const timer = setTimeout(() => {
      guarded.destroy(new HttpError(408, 'The request body took too long to arrive.', ERROR_CODES.requestTimeout));
    }, deadlineMs);
    const stop = () => clearTimeout(timer);
    guarded.once('end', stop);
    guarded.once('close', stop);
    reply.raw.once('close', stop);
    // Not pipeline(): it would destroy the request, and with it the socket the 408 goes out on.
    payload.once('error', (error) => guarded.destroy(error));
    // Whoever reads the stream hears of its error; this keeps an unread one from throwing.
    guarded.on('error', () => undefined);
    payload.pipe(guarded);
    done(null, guarded);
  });

  app.addHook('onSend', (request, reply, _payload, done) => {
    // A signed-in admin's refused upload (not a PDF, over the limit) keeps its connection:
    // the browser reads the answer after the body, and a reset would hide the message.
    if (request.principal?.isAdmin || !declaresBody(request) || !bodyStillArriving(request)) {
      done();
      return;
    }
    // An answer from an async hook can come while Node is still parsing the packet that
    // holds the rest of the body: look again once that packet is through.
    setImmediate(() => {
      if (bodyStillArriving(request)) void reply.header('connection', 'close');
      done();
    });
  });
}
