import { describe, expect, it } from 'vitest';
import { csvStream, neutraliseCell } from './csv-stream.ts';

describe('neutraliseCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+91 98765', "'+91 98765"],
    ['-5', "'-5"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['plain', 'plain'],
  ])('%j becomes %j', (input, output) => {
    expect(neutraliseCell(input)).toBe(output);
  });

  it('leaves numbers and empty cells as they are', () => {
    expect(neutraliseCell(-5)).toBe('-5');
    expect(neutraliseCell(null)).toBe('');
  });
});

describe('csvStream', () => {
  it('writes a header row and quotes what needs quoting', async () => {
    async function* rows() {
      yield { name: 'A, "B"', n: 1 };
      yield { name: 'C', n: 2 };
    }
    const stream = csvStream(rows(), [
      { header: 'Name', value: (row) => row.name },
      { header: 'N', value: (row) => row.n },
    ]);
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    expect(text).toBe('Name,N\n"A, ""B""",1\nC,2\n');
  });
});
