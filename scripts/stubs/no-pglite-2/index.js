// Only firebase-tools' Data Connect emulator imports pglite-2; Replay Market runs the auth emulator.
throw new Error('pglite-2 is not installed in Replay Market: only the auth emulator of firebase-tools is used');
