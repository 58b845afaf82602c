/**
 * jest-fixed-jsdom (jsdom with Node's fetch, streams and URL, so msw 2 intercepts requests)
 * plus the Web Streams globals it does not forward yet and msw's SSE support needs, and the
 * User Timing marks jsdom lacks (Node's: the app marks its first commit).
 */
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');
const { performance: nodePerformance } = require('node:perf_hooks');
const { WritableStream, TransformStream } = require('node:stream/web');

class ReplayJSDOMEnvironment extends FixedJSDOMEnvironment {
  constructor(...args) {
    super(...args);
    this.global.WritableStream = WritableStream;
    this.global.TransformStream = TransformStream;
    const { performance } = this.global;
    for (const name of ['mark', 'getEntriesByName', 'clearMarks']) {
      if (typeof performance[name] !== 'function') performance[name] = nodePerformance[name].bind(nodePerformance);
    }
  }
}

module.exports = ReplayJSDOMEnvironment;
