// superstatic loads re2 inside try/catch and falls back to JavaScript regular expressions.
throw new Error('re2 is not installed in Replay Market: only the auth emulator of firebase-tools is used');
