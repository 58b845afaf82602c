import { ensureAcknowledged, ensureDeleted } from './write-results';

describe('write results', () => {
  it('passes a delete that removed something', () => {
    const result = { acknowledged: true, deletedCount: 1 };
    expect(ensureDeleted(result)).toBe(result);
  });

  it("fails a delete that removed nothing with the reply's message, else the fallback", () => {
    expect(() => ensureDeleted({ acknowledged: true, deletedCount: 0, message: 'Seller not found' })).toThrow(
      'Seller not found',
    );
    expect(() => ensureDeleted({ acknowledged: true, deletedCount: 0 })).toThrow('Nothing was deleted');
    expect(() => ensureDeleted({ acknowledged: true, deletedCount: 0 }, 'The product could not be deleted')).toThrow(
      'The product could not be deleted',
    );
  });

  it('passes acknowledged writes and fails the others', () => {
    const result = { acknowledged: true, insertedId: 'p1' };
    expect(ensureAcknowledged(result)).toBe(result);
    expect(() => ensureAcknowledged({ acknowledged: false, matchedCount: 0, modifiedCount: 0 })).toThrow(
      'The change was not saved',
    );
  });
});
