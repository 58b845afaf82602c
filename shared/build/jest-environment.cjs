/**
 * jest-fixed-jsdom (jsdom with Node's fetch, streams and URL, so msw 2 intercepts requests)
 * plus the Web Streams globals it does not forward yet and msw's SSE support needs.
 */
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');
const { WritableStream, TransformStream } = require('node:stream/web');

class ReplayJSDOMEnvironment extends FixedJSDOMEnvironment {
  constructor(...args) {
    super(...args);
    this.global.WritableStream = WritableStream;
    this.global.TransformStream = TransformStream;
  }
}

module.exports = ReplayJSDOMEnvironment;
