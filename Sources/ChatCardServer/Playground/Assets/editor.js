// The playground's editor: a textarea over a coloured copy of its text, line numbers, one marked line for an
// error, and completion of keys and values from the card format's schema (as the text is typed, or Ctrl+Space).
// Text is only ever set as text: nothing the user or the server writes becomes markup.
'use strict';

const Editor = (() => {
  const tab = '  ';
  const el = (tag, className) => Object.assign(document.createElement(tag), className ? { className } : {});

  function create(root, { onChange, hints }) {
    const gutter = el('div', 'gutter'), numbers = el('pre', 'numbers');
    const area = el('div', 'area'), layer = el('div', 'layer'), paint = el('pre', 'paint'), mark = el('div', 'mark');
    const input = el('textarea', 'input'), popup = el('ul', 'complete');
    Object.assign(input, { spellcheck: false, autocapitalize: 'off', autocomplete: 'off', wrap: 'off' });
    input.setAttribute('aria-label', 'card JSON');
    popup.setAttribute('role', 'listbox');
    popup.hidden = mark.hidden = true;
    gutter.append(numbers);
    layer.append(mark, paint);
    area.append(layer, input, popup);
    root.append(gutter, area);

    let lineCount = 0, markedLine = 0, choices = [], chosen = 0, context = null;

    const metrics = () => {
      const style = getComputedStyle(input);
      const probe = document.createElement('canvas').getContext('2d');
      probe.font = style.font;
      return { line: parseFloat(style.lineHeight), char: probe.measureText('0'.repeat(100)).width / 100,
               top: parseFloat(style.paddingTop), left: parseFloat(style.paddingLeft) };
    };

    function repaint() {
      const text = input.value;
      const { tokens } = JSONText.scan(text);
      const parts = [];
      let at = 0;
      for (const t of tokens) {
        if (t.type === 'punct') continue;
        parts.push(document.createTextNode(text.slice(at, t.start)));
        const span = el('span', 'tok-' + t.type);
        span.textContent = text.slice(t.start, t.end);
        parts.push(span);
        at = t.end;
      }
      parts.push(document.createTextNode(text.slice(at) + '\n'));
      paint.replaceChildren(...parts);
      const lines = text.split('\n').length;
      if (lines !== lineCount) {
        lineCount = lines;
        numbers.textContent = Array.from({ length: lines }, (_, i) => i + 1).join('\n') + '\n';
      }
      follow();
    }

    function follow() {
      layer.style.transform = `translate(${-input.scrollLeft}px, ${-input.scrollTop}px)`;
      numbers.style.transform = `translateY(${-input.scrollTop}px)`;
      if (!popup.hidden) place();
    }

    // One line marked (from 1), with its message as the line number's title; 0 clears it.
    function markLine(line, message = '') {
      markedLine = line;
      mark.hidden = line <= 0;
      const m = metrics();
      mark.style.top = m.top + (line - 1) * m.line + 'px';
      mark.style.height = m.line + 'px';
      mark.title = message;
    }

    function revealLine(line) {
      const m = metrics();
      const y = m.top + (line - 1) * m.line;
      if (y < input.scrollTop || y > input.scrollTop + input.clientHeight - 2 * m.line) input.scrollTop = Math.max(0, y - input.clientHeight / 3);
      follow();
    }

    // Replaces [from, to) as typing would (the browser's undo keeps it), the caret then at `caret`.
    function replace(from, to, text, caret = from + text.length) {
      input.focus();
      input.setSelectionRange(from, to);
      if (!document.execCommand('insertText', false, text)) input.setRangeText(text, from, to, 'end');
      input.setSelectionRange(caret, caret);
    }

    // MARK: completion
    function complete(explicit) {
      context = hints() ? JSONText.contextAt(input.value, input.selectionStart) : null;
      if (context === null || input.selectionStart !== input.selectionEnd) return close();
      const steps = JSONText.steps(context.path);
      const all = context.kind === 'key' ? hints().keys(steps, context.present) : hints().values(steps);
      const prefix = context.prefix.toLowerCase().replace(/^"/, '');
      const label = (c) => c.label.replace(/^"|"$/g, '').toLowerCase();
      choices = [...all.filter((c) => label(c).startsWith(prefix)), ...all.filter((c) => !label(c).startsWith(prefix) && label(c).includes(prefix))];
      const exact = choices.length === 1 && label(choices[0]) === prefix && !explicit;
      if (!choices.length || exact) return close();
      chosen = 0;
      popup.replaceChildren(...choices.slice(0, 50).map((c, i) => {
        const li = el('li', i === 0 ? 'chosen' : ''), name = el('span', 'name'), detail = el('span', 'detail');
        name.textContent = c.label;
        detail.textContent = c.detail;
        li.setAttribute('role', 'option');
        li.append(name, detail);
        li.addEventListener('mousedown', (e) => { e.preventDefault(); accept(i); });
        return li;
      }));
      popup.hidden = false;
      place();
    }

    function place() {
      const m = metrics(), before = input.value.slice(0, context ? context.from : input.selectionStart);
      const line = before.split('\n').length - 1, column = before.length - before.lastIndexOf('\n') - 1;
      popup.style.left = Math.max(0, m.left + column * m.char - input.scrollLeft) + 'px';
      popup.style.top = m.top + (line + 1) * m.line - input.scrollTop + 'px';
    }

    function close() { popup.hidden = true; choices = []; }

    function move(by) {
      const items = popup.children;
      items[chosen]?.classList.remove('chosen');
      chosen = (chosen + by + items.length) % items.length;
      items[chosen].classList.add('chosen');
      items[chosen].scrollIntoView({ block: 'nearest' });
    }

    function accept(index) {
      const choice = choices[index], c = context;
      close();
      if (!choice || !c) return;
      const after = input.value.slice(c.to);
      // A key already followed by its colon keeps its value: only the name changes. A new member before
      // another one takes its comma.
      const renamed = c.kind === 'key' && /^\s*:/.test(after);
      const written = renamed ? JSON.stringify(choice.label) : choice.insert;
      const comma = c.kind === 'key' && !renamed && /^\s*"/.test(after) ? ', ' : '';
      // The caret goes where the value is typed: inside an empty string, object or array, else after the colon.
      const caret = /(""|\{\}|\[\])$/.test(written) ? written.length - 1 : written.length;
      replace(c.from, c.to, written + comma, c.from + caret);
    }

    // MARK: keys
    input.addEventListener('keydown', (e) => {
      if (!popup.hidden) {
        if (e.key === 'ArrowDown' || e.key === 'ArrowUp') { e.preventDefault(); return move(e.key === 'ArrowDown' ? 1 : -1); }
        if (e.key === 'Enter' || e.key === 'Tab') { e.preventDefault(); return accept(chosen); }
        if (e.key === 'Escape') { e.preventDefault(); return close(); }
      }
      if (e.key === ' ' && e.ctrlKey) { e.preventDefault(); return complete(true); }
      if (e.key === 'Tab' && !e.shiftKey) { e.preventDefault(); return replace(input.selectionStart, input.selectionEnd, tab); }
      if (e.key === 'Enter') {
        e.preventDefault();
        const at = input.selectionStart, lineStart = input.value.lastIndexOf('\n', at - 1) + 1;
        const indent = input.value.slice(lineStart).match(/^[ \t]*/)[0];
        const opens = /[{[]\s*$/.test(input.value.slice(lineStart, at));
        replace(at, input.selectionEnd, '\n' + indent + (opens ? tab : ''));
      }
    });
    input.addEventListener('input', (e) => {
      repaint();
      onChange(e.timeStamp);
      const typed = e.inputType === 'insertText' && e.data !== null && /["A-Za-z0-9_$]/.test(e.data);
      if (typed || (!popup.hidden && e.inputType === 'deleteContentBackward')) complete(false); else close();
    });
    input.addEventListener('scroll', follow);
    input.addEventListener('blur', close);

    return {
      get text() { return input.value; },
      // A new document: the undo history starts again.
      setText(text) { input.value = text; input.scrollTop = input.scrollLeft = 0; markLine(0); repaint(); },
      replace,
      markLine,
      revealLine,
      get markedLine() { return markedLine; },
      focus() { input.focus(); },
    };
  }
  return { create };
})();
