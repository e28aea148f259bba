// @ts-check
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { argumentsOf, formatIcu, IcuSyntaxError, parseIcu } from './icu.js';

test('a message with every value is the exact text, tags and quoting resolved', () => {
  assert.equal(formatIcu("Hi <0>{name}</0>, it''s '{x}'", { name: 'Ann' }, 'en'), "Hi Ann, it's {x}");
  assert.equal(formatIcu('{n, plural, offset:1 =0 {none} one {# more} other {# more}}', { n: 3 }, 'en'), '2 more');
  assert.equal(formatIcu('{n, plural, =0 {none} other {#}}', { n: 0 }, 'en'), 'none');
  assert.equal(formatIcu('{count, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}', { count: 5 }, 'pl'), '5 plików');
  assert.equal(formatIcu('{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 2 }, 'en'), '2nd');
  assert.equal(formatIcu('{kind, select, id {ID card} other {passport}} {n, number}', { kind: 'id', n: 1234 }, 'en'), 'ID card 1,234');
});

test('a missing value matches any of its forms', () => {
  const pattern = formatIcu('{n, plural, one {# file} other {# files}} left for {name}', {}, 'pl');
  assert.ok(pattern instanceof RegExp);
  assert.match('3 files left for Ann', pattern);
  assert.match('1 file  left for Bob', pattern);
  assert.doesNotMatch('files right', pattern);
});

test('the arguments a message needs', () => {
  assert.deepEqual([...argumentsOf(parseIcu('{a} {b, plural, other {{c}}} {d, select, other {x}}'))].sort(), ['a', 'b', 'c', 'd']);
});

test('a broken catalog entry is an IcuSyntaxError naming the message', () => {
  assert.throws(() => parseIcu('{oops'), (error) => error instanceof IcuSyntaxError && error.message.includes('"{oops"'));
  assert.throws(() => parseIcu('{n, select, a {x}}'), /"other" option/);
});
