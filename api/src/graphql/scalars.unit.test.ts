import { describe, expect, it } from 'vitest';
import { UUIDResolver } from 'graphql-scalars';
import { LocalDateScalar, UUIDScalar } from './scalars.js';

describe('LocalDateScalar.serialize', () => {
  it('answers a valid day, the first time and again', () => {
    expect(LocalDateScalar.serialize('2026-11-24')).toBe('2026-11-24');
    expect(LocalDateScalar.serialize('2026-11-24')).toBe('2026-11-24');
    expect(LocalDateScalar.serialize('2024-02-29')).toBe('2024-02-29');
  });

  it('refuses what is not a calendar day every time, as graphql-scalars does', () => {
    for (const bad of [
      '2026-02-30',
      '2026-13-01',
      '2026-1-01',
      '20261124',
      '',
      20261124,
      null,
      new Date('2026-11-24'),
    ]) {
      expect(() => LocalDateScalar.serialize(bad)).toThrow();
      expect(() => LocalDateScalar.serialize(bad)).toThrow();
    }
  });

  it('keeps checking days after its memory fills', () => {
    const start = Date.UTC(2000, 0, 1);
    for (let i = 0; i < 5000; i++) {
      const day = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
      expect(LocalDateScalar.serialize(day)).toBe(day);
    }
    expect(() => LocalDateScalar.serialize('2001-02-29')).toThrow();
  });
});

describe('UUIDScalar.serialize', () => {
  it('answers an id as graphql-scalars does, in either case and in braces', () => {
    for (const id of [
      '0f8fad5b-d9cb-469f-a165-70867728950e',
      '0F8FAD5B-D9CB-469F-A165-70867728950E',
      '{0f8fad5b-d9cb-469f-a165-70867728950e}',
    ]) {
      expect(UUIDScalar.serialize(id)).toBe(UUIDResolver.serialize(id));
    }
  });

  it('refuses what is not a UUID with graphql-scalars message', () => {
    for (const bad of ['0f8fad5b-d9cb-469f-a165-70867728950', 'not-a-uuid', '', 42, null]) {
      expect(() => UUIDScalar.serialize(bad)).toThrow(/Value is not (string|a valid UUID)/);
    }
  });
});
