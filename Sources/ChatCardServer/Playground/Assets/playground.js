// The playground: the card's JSON on the left, its picture on the right, drawn by POST /v1/render as it is
// typed; pickers that edit the card's own fields; examples; a file drop that imports an export; downloads;
// a link that carries the card. Every string from the server or the user is set as text, never as markup.
'use strict';

(() => {
  const $ = (id) => document.getElementById(id);
  // A keystroke while no render runs is sent at once; keystrokes while one runs are gathered this long, then
  // sent, cancelling the one running.
  const renderDelay = 8;
  const state = { timings: [], serverTimings: [], phases: [], renders: 0, problems: 0, schema: null, examples: [] };
  window.chatcardPlayground = state;

  let controller = null, timer = 0, since = null, sequence = 0, pictureURL = null, running = false;
  const editor = Editor.create($('editor'), { onChange: changed, hints: () => state.schema });

  function changed(at) {
    since ??= at ?? performance.now();
    clearTimeout(timer);
    if (running) timer = setTimeout(render, renderDelay); else render();
    syncPickers();
  }

  function status(text) { $('status').textContent = text; }

  async function render() {
    const text = editor.text, started = since ?? performance.now(), id = ++sequence;
    since = null;
    controller?.abort();
    controller = new AbortController();
    running = true;
    try {
      const sent = performance.now();
      const response = await fetch('/v1/render?format=png', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: text, signal: controller.signal });
      if (!response.ok) {
        const problem = await problemOf(response);
        return id === sequence && showProblem(problem, text);
      }
      const blob = await response.blob();
      const received = performance.now();
      const picture = await decoded(blob);
      if (id !== sequence) return URL.revokeObjectURL(picture.src);
      show(picture, text);
      const elapsed = performance.now() - started, server = serverMilliseconds(response);
      state.timings.push(elapsed);
      state.serverTimings.push(server);
      state.phases.push({ queued: sent - started, fetched: received - sent, decoded: performance.now() - received });
      state.renders++;
      status(`${picture.naturalWidth}×${picture.naturalHeight} px · ${Math.round(blob.size / 1024)} KB · ${elapsed.toFixed(0)} ms from the keystroke (the render ${server.toFixed(1)} ms)`);
    } catch (e) {
      // A render superseded by a newer one is cancelled: not a problem to show.
      if (e.name !== 'AbortError' && id === sequence) status('the server is not answering: ' + e.message);
    } finally {
      if (id === sequence) running = false;
    }
  }

  async function decoded(blob) {
    const picture = new Image();
    picture.id = 'picture';
    picture.alt = 'the card';
    picture.src = URL.createObjectURL(blob);
    try { await picture.decode(); } catch (e) { URL.revokeObjectURL(picture.src); throw e; }
    return picture;
  }

  function show(picture, text) {
    // Shown at the card's size in points: a scale-2 card is drawn at twice the pixels, as a screen of that density shows it.
    const scale = Number(JSONText.topLevel(text, 'scale')) || 1;
    picture.style.width = picture.naturalWidth / scale + 'px';
    $('picture').replaceWith(picture);
    if (pictureURL) URL.revokeObjectURL(pictureURL);
    pictureURL = picture.src;
    showProblem(null, text);
  }

  function serverMilliseconds(response) {
    const header = response.headers.get('Server-Timing') ?? '';
    return [...header.matchAll(/dur=([\d.]+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
  }

  async function problemOf(response) {
    let body = null;
    try { body = await response.json(); } catch { /* not JSON: the status says it */ }
    const error = body && typeof body.error === 'object' && body.error !== null ? body.error : {};
    return { status: response.status, path: typeof error.path === 'string' ? error.path : '',
             message: typeof error.message === 'string' ? error.message : 'HTTP ' + response.status };
  }

  // The problem beside the picture and its line marked in the editor; null clears both. The last good
  // picture stays, faded.
  function showProblem(problem, text) {
    $('problem').hidden = problem === null;
    $('picture').classList.toggle('stale', problem !== null);
    if (problem === null) return editor.markLine(0);
    state.problems++;
    const syntax = problem.message.match(/at line (\d+), column (\d+)/);
    const line = problem.status === 400 ? (syntax ? Number(syntax[1]) : JSONText.lineOf(text, problem.path)) : 0;
    editor.markLine(line, problem.message);
    $('problem-where').textContent = [line ? 'line ' + line : '', problem.path].filter(Boolean).join(' · ');
    $('problem-message').textContent = problem.message;
    status(problem.status >= 500 ? 'the server could not draw it (' + problem.status + ')' : 'not drawn; the last good picture stays');
  }

  // MARK: pickers edit the card's own fields, so the text, the link and the downloads all agree.
  const pickers = { look: $('look'), theme: $('theme'), width: $('width'), scale: $('scale') };

  function syncPickers() {
    for (const [key, picker] of Object.entries(pickers)) {
      if (document.activeElement === picker) continue;
      const value = JSONText.topLevel(editor.text, key);
      picker.value = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    }
  }

  for (const [key, picker] of Object.entries(pickers)) {
    picker.addEventListener('change', () => {
      const raw = picker.value;
      const value = key === 'width' || key === 'scale' ? (raw === '' ? null : Number(raw)) : raw || null;
      const edited = JSONText.withTopLevel(editor.text, key, JSON.stringify(value));
      if (edited === null) return status('the card is not a JSON object yet: fix it to use the pickers');
      editor.setText(edited);
      changed();
    });
  }

  // MARK: examples, files, downloads, links
  function load(text, warnings = '') {
    editor.setText(text);
    $('warnings').hidden = !warnings;
    $('warnings').textContent = warnings ? 'The import could not carry everything: ' + warnings : '';
    changed();
  }

  async function loadExamples() {
    const response = await fetch('/playground/examples.json');
    state.examples = await response.json();
    const groups = new Map();
    state.examples.forEach((example, index) => {
      if (!groups.has(example.group)) groups.set(example.group, Object.assign(document.createElement('optgroup'), { label: example.group }));
      groups.get(example.group).append(new Option(example.name, String(index)));
    });
    $('example').append(...groups.values());
  }

  $('example').addEventListener('change', (e) => {
    const example = state.examples[Number(e.target.value)];
    if (example) load(typeof example.card === 'string' ? example.card : JSONText.format(example.card));
  });

  async function importFile(file) {
    status('importing ' + file.name + '…');
    const type = /\.json$/i.test(file.name) || file.type === 'application/json' ? 'application/json' : 'text/plain';
    const response = await fetch('/v1/import', { method: 'POST', headers: { 'Content-Type': type }, body: file });
    if (!response.ok) {
      const problem = await problemOf(response);
      $('problem').hidden = false;
      $('problem-where').textContent = file.name + (problem.path ? ' · ' + problem.path : '');
      $('problem-message').textContent = problem.message;
      return status('not imported');
    }
    load(JSONText.format(await response.json()), response.headers.get('ChatCard-Warnings') ?? '');
  }

  document.addEventListener('dragover', (e) => { e.preventDefault(); document.body.classList.add('dropping'); });
  document.addEventListener('dragleave', (e) => { if (e.relatedTarget === null) document.body.classList.remove('dropping'); });
  document.addEventListener('drop', (e) => {
    e.preventDefault();
    document.body.classList.remove('dropping');
    const file = e.dataTransfer?.files?.[0];
    if (file) importFile(file);
  });
  $('open').addEventListener('change', (e) => { if (e.target.files[0]) importFile(e.target.files[0]); e.target.value = ''; });

  for (const format of ['png', 'webp', 'svg', 'pdf']) {
    $('download-' + format).addEventListener('click', async () => {
      const text = editor.text;
      const response = await fetch('/v1/render?format=' + format, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: text });
      if (!response.ok) return showProblem(await problemOf(response), text);
      const link = Object.assign(document.createElement('a'), { href: URL.createObjectURL(await response.blob()), download: 'card.' + format });
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10000);
    });
  }

  $('share').addEventListener('click', async () => {
    const fragment = await ShareLink.fragment(editor.text);
    history.replaceState(null, '', fragment);
    try { await navigator.clipboard.writeText(location.href); status('the link is copied; it carries the card itself'); }
    catch { status('the link in the address bar carries the card itself'); }
  });

  async function start() {
    const [schema] = await Promise.all([fetch('/schema/card.json').then((r) => r.json()), loadExamples()]);
    state.schema = SchemaHints.create(schema);
    try {
      const shared = await ShareLink.read(location.hash);
      if (shared !== null) return load(shared);
    } catch (e) {
      status('the link\'s card could not be read (' + e.message + '); showing the sample');
    }
    load(state.examples[0].card);
  }
  window.addEventListener('hashchange', () => ShareLink.read(location.hash).then((t) => t !== null && load(t)).catch(() => {}));
  start();
})();
