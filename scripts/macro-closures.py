#!/usr/bin/env python3
"""Finds test code Swift 6.3 miscompiles: in a closure of several statements, a closure written inside a
#expect or #require argument and another closure beside it can get one symbol, so one of the two runs the
other's body (seen: `let b = xs.first(where: { $0 == 3 })` after `try #require(xs.first { $0 == 2 })` in a
`.map { i in ... }` returned 2). Such a test asserts something else than it says. Hoist the closure out of
the macro: `let found = xs.first { ... }` then `try #require(found)`.

Usage: scripts/macro-closures.py [FOLDER ...] (default Tests); prints each place and exits 1 if any."""
import re
import sys
from pathlib import Path

DECLARATION = re.compile(r'(@\w+(\([^)]*\))?\s+)*((public|private|package|fileprivate|static|mutating|override|final|nonisolated|async)\s+)*'
                         r'(func|init|deinit|if|else|for|while|guard|switch|do|catch|repeat|defer|struct|class|enum|extension|protocol|actor|var|get|set|case|default|\}|#if)\b')
BINDING = re.compile(r'.*\b(var|let)\s+\w+(\s*:\s*[\w<>\[\]?., ]+)?\s*$')
HEADER = re.compile(r'\{[ \t]*(\[[^\]]*\][ \t]*)?((\([^)]*\)|[\w, ]+)([ \t]+(async|throws|rethrows))*[ \t]+)?in[ \t]*\n')
BARE = re.compile(r'^([ \t]*)(.*?)(\)|\w|=)[ \t]*\{[ \t]*\n', re.M)


def blank(text):
    return re.sub(r'[^\n]', ' ', text)


def code_only(src):
    """The source with comments and string literals blanked (same length and lines)."""
    out, i, n = [], 0, len(src)
    while i < n:
        if src.startswith('//', i):
            j = src.find('\n', i)
            j = n if j < 0 else j
        elif src.startswith('/*', i):
            j = src.find('*/', i) + 2
        elif (m := re.match(r'(#*)("""|")', src[i:])) is not None:
            hashes, quote = m.group(1), m.group(2)
            end, j = quote + hashes, i + len(m.group(0))
            while j < n:
                if not hashes and src[j] == '\\':
                    j += 2
                    continue
                if src.startswith(end, j):
                    j += len(end)
                    break
                j += 1
        else:
            out.append(src[i])
            i += 1
            continue
        out.append(blank(src[i:j]))
        i = j
    return ''.join(out)


def closing(s, i, opening='{', close='}'):
    depth = 0
    for j in range(i, len(s)):
        depth += (s[j] == opening) - (s[j] == close)
        if depth == 0:
            return j
    return len(s)


def closure_openings(s):
    """Offsets of the `{` of closures of several statements: with a header (`{ a, b in`), or opening a line's
    end after a call or an assignment on a line that declares nothing."""
    found = [m.start() + m.group(0).index('{') for m in HEADER.finditer(s)]
    for m in BARE.finditer(s):
        head = m.group(2).strip()
        if not DECLARATION.match(head) and not BINDING.match(head):
            found.append(m.end() - 1 - len(m.group(0)) + len(m.group(0).rstrip()))
    return sorted(set(found))


def miscompiled(s):
    for start in closure_openings(s):
        body = s[start + 1:closing(s, start)]
        for macro in re.finditer(r'#(require|expect)\(', body):
            end = closing(body, macro.end() - 1, '(', ')')
            argument, rest = body[macro.end():end], body[:macro.start()] + body[end:]
            if '{' in argument and '{' in rest:
                yield start, argument.strip().split('\n')[0][:90]


def main():
    folders = sys.argv[1:] or ['Tests']
    places = []
    for folder in folders:
        for path in sorted(Path(folder).rglob('*.swift')):
            s = code_only(path.read_text())
            places += [f'{path}:{s[:start].count(chr(10)) + 1}: a closure inside #expect/#require beside another: {arg}'
                       for start, arg in miscompiled(s)]
    print('\n'.join(places)) if places else None
    return 1 if places else 0


if __name__ == '__main__':
    sys.exit(main())
