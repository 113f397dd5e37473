// A forgiving scan of JSON text, as an editor holds it (half typed most of the time): tokens to colour,
// where each value stands by its card-format path ("messages[2].reactions[0].count", as the server's errors
// name it), and what the caret stands on, for completion. It never throws.
'use strict';

const JSONText = (() => {
  const child = (path, key) => (path === '' ? key : path + '.' + key);
  const item = (path, index) => path + '[' + index + ']';
  const isSpace = (c) => c === ' ' || c === '\n' || c === '\t' || c === '\r';
  const wordChar = /[A-Za-z0-9+\-.]/;

  function unquote(raw) {
    try { return JSON.parse(raw); } catch { return raw.replace(/^"|"$/g, ''); }
  }

  // One pass over `text`. Returns
  //   tokens: [{type: 'key'|'string'|'number'|'literal'|'punct'|'bad', start, end}]
  //   places: Map path → {start, end, memberStart} (a value's span; a member's key start)
  //   keys:   Map object path → [key names in order]
  //   caret:  what stands at offset `caret` (see `contextAt`), when asked
  function scan(text, caret = -1) {
    const tokens = [], places = new Map(), keys = new Map();
    const stack = [];
    let top = null, context = null, memberStart = -1, lastEnd = 0;

    const valuePath = () => (top === null ? '' : top.kind === 'array' ? item(top.path, top.index) : child(top.path, top.key ?? ''));
    const expectsValue = () => top === null ? tokens.length === 0 || places.size === 0 : top.expect === 'value';
    const place = (path, start, end) => places.set(path, { start, end, memberStart: top && top.kind === 'object' ? memberStart : start });

    // The caret in the gap before a token (or the text's end): what may be typed there.
    function gap(start) {
      if (context !== null || caret < lastEnd || caret > start) return;
      if (top !== null && top.kind === 'object' && top.expect === 'key') context = { kind: 'key', path: top.path, from: caret, to: caret, prefix: '' };
      else if (expectsValue()) context = { kind: 'value', path: valuePath(), from: caret, to: caret, prefix: '' };
    }
    // The caret inside or at the end of a token it may complete. A string not closed on its line ends at
    // the caret: what follows it is not the user's key.
    function inside(kind, path, start, end, closed = true) {
      if (context === null && caret > start && caret <= end) {
        context = { kind, path, from: start, to: closed ? end : caret, prefix: text.slice(start, caret).replace(/^"/, '') };
      }
    }
    function valueDone() { if (top !== null) top.expect = 'comma'; }

    let i = 0;
    while (i < text.length) {
      const c = text[i];
      if (isSpace(c)) { i++; continue; }
      gap(i);
      const start = i;
      if (c === '"') {
        i++;
        while (i < text.length && text[i] !== '"' && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
        const closed = text[i] === '"';
        if (closed) i++;
        i = Math.min(i, text.length);
        if (top !== null && top.kind === 'object' && top.expect === 'key') {
          tokens.push({ type: 'key', start, end: i });
          inside('key', top.path, start, i, closed);
          top.key = unquote(text.slice(start, i));
          // The key being typed is not one already there.
          if (context !== null && context.from === start) context.typed = top.key;
          keys.get(top.path).push(top.key);
          memberStart = start;
          top.expect = 'colon';
        } else {
          tokens.push({ type: 'string', start, end: i });
          inside('value', valuePath(), start, i, closed);
          place(valuePath(), start, i);
          valueDone();
        }
      } else if (c === '{' || c === '[') {
        tokens.push({ type: 'punct', start, end: ++i });
        const path = valuePath();
        place(path, start, -1);
        if (c === '{') keys.set(path, []);
        stack.push(top);
        top = { kind: c === '{' ? 'object' : 'array', path, key: null, index: 0, expect: c === '{' ? 'key' : 'value' };
      } else if (c === '}' || c === ']') {
        tokens.push({ type: 'punct', start, end: ++i });
        if (top !== null) {
          const open = places.get(top.path);
          if (open) open.end = i;
          top = stack.pop();
          valueDone();
        }
      } else if (c === ':') {
        tokens.push({ type: 'punct', start, end: ++i });
        if (top !== null && top.expect === 'colon') top.expect = 'value';
      } else if (c === ',') {
        tokens.push({ type: 'punct', start, end: ++i });
        if (top !== null) {
          if (top.kind === 'array') { top.index++; top.expect = 'value'; } else { top.expect = 'key'; top.key = null; }
        }
      } else if (wordChar.test(c)) {
        while (i < text.length && wordChar.test(text[i])) i++;
        const word = text.slice(start, i);
        if (top !== null && top.kind === 'object' && top.expect === 'key') {
          // A key being typed without its quote yet.
          tokens.push({ type: 'bad', start, end: i });
          inside('key', top.path, start, i);
        } else {
          const type = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(word) ? 'number' : /^(true|false|null)$/.test(word) ? 'literal' : 'bad';
          tokens.push({ type, start, end: i });
          inside('value', valuePath(), start, i);
          place(valuePath(), start, i);
          valueDone();
        }
      } else {
        tokens.push({ type: 'bad', start, end: ++i });
      }
      lastEnd = i;
    }
    gap(text.length);
    return { tokens, places, keys, context };
  }

  // "a.b[2].c" → ['a', 'b', 2, 'c'].
  function steps(path) {
    const out = [];
    for (const part of path.split('.')) {
      if (part === '') continue;
      const m = part.match(/^([^[]*)((\[\d+\])*)$/);
      if (!m) { out.push(part); continue; }
      if (m[1] !== '') out.push(m[1]);
      for (const index of m[2].matchAll(/\[(\d+)\]/g)) out.push(Number(index[1]));
    }
    return out;
  }

  // The line (from 1) of the value `path` names; where the path goes further than the text (a required key
  // missing), its deepest value that is there.
  function lineOf(text, path) {
    const { places } = scan(text);
    let found = places.get('') ?? { start: 0 }, walked = '';
    for (const step of steps(path)) {
      walked = typeof step === 'number' ? item(walked, step) : child(walked, step);
      const p = places.get(walked);
      if (!p) break;
      found = p;
    }
    return lineAt(text, found.start);
  }

  const lineAt = (text, offset) => text.slice(0, offset).split('\n').length;

  // What the caret at `offset` stands on: {kind: 'key'|'value', path, from, to, prefix, present}, or null.
  function contextAt(text, offset) {
    const result = scan(text, offset);
    const context = result.context;
    if (context === null) return null;
    const objectPath = context.kind === 'key' ? context.path : null;
    context.present = objectPath !== null ? (result.keys.get(objectPath) ?? []).filter((key) => key !== context.typed) : [];
    return context;
  }

  // `text` with the top-level member `key` set to `valueJSON` (replaced where it is, else added first).
  // Null when the text is not an object to edit.
  function withTopLevel(text, key, valueJSON) {
    const { places, keys } = scan(text);
    const root = places.get('');
    if (!root || text[root.start] !== '{' || !keys.has('')) return null;
    const existing = places.get(key);
    if (keys.get('').includes(key) && existing && existing.end > existing.start) {
      return text.slice(0, existing.start) + valueJSON + text.slice(existing.end);
    }
    const indent = (text.slice(root.start + 1).match(/^\s*\n([ \t]*)/) ?? [null, '  '])[1];
    const rest = text.slice(root.start + 1);
    const more = /^\s*}/.test(rest) ? '' : ',';
    return text.slice(0, root.start + 1) + '\n' + indent + JSON.stringify(key) + ': ' + valueJSON + more + rest.replace(/^[ \t]*(?=\n)/, '');
  }

  // The top-level member `key`'s value, parsed, or undefined.
  function topLevel(text, key) {
    const { places, keys } = scan(text);
    const p = places.get(key);
    if (!keys.has('') || !keys.get('').includes(key) || !p || p.end < 0) return undefined;
    try { return JSON.parse(text.slice(p.start, p.end)); } catch { return undefined; }
  }

  function oneLine(value) {
    if (Array.isArray(value)) return '[' + value.map(oneLine).join(', ') + ']';
    if (value !== null && typeof value === 'object') return '{' + Object.entries(value).map(([k, v]) => JSON.stringify(k) + ': ' + oneLine(v)).join(', ') + '}';
    return JSON.stringify(value);
  }

  // `value` as JSON to read and edit: an object or array on one line when it fits in `width` (after `lead`
  // characters of its key), else one member a line.
  function format(value, indent = '', lead = 0, width = 100) {
    const flat = oneLine(value);
    if (value === null || typeof value !== 'object' || indent.length + lead + flat.length <= width) return flat;
    const inner = indent + '  ';
    const items = Array.isArray(value) ? value.map((v) => inner + format(v, inner, 0, width))
      : Object.entries(value).map(([k, v]) => inner + JSON.stringify(k) + ': ' + format(v, inner, k.length + 4, width));
    const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
    return items.length ? open + '\n' + items.join(',\n') + '\n' + indent + close : open + close;
  }

  return { scan, steps, lineOf, lineAt, contextAt, withTopLevel, topLevel, format };
})();
