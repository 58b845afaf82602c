/** Imported images resolve to this name in tests. */
export default 'test-file-stub';
