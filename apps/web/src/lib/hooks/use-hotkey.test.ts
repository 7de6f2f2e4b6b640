import { describe, expect, it } from 'vitest';
import { hotkeyLabel, isApplePlatform } from './use-hotkey.ts';

describe('hotkey label', () => {
  it('reads ⌘K on Apple platforms and Ctrl K elsewhere', () => {
    expect(hotkeyLabel('k', 'MacIntel')).toBe('⌘K');
    expect(hotkeyLabel('k', 'macOS')).toBe('⌘K');
    expect(hotkeyLabel('k', 'iPhone')).toBe('⌘K');
    expect(hotkeyLabel('k', 'Win32')).toBe('Ctrl K');
    expect(hotkeyLabel('k', 'Linux x86_64')).toBe('Ctrl K');
    expect(isApplePlatform('Windows')).toBe(false);
  });
});
