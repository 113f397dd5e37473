/// The preview's page and script. The script waits on `/state` for each render and shows its picture, or the
/// problem with the file's lines around it (the faulty one marked). Every string from the server is set as
/// text, never as markup.
enum PreviewPage {
    static func html(title: String) -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escaped(title)) · chatcard preview</title>
        <style>
          body { margin: 0; font: 14px/1.45 system-ui, sans-serif; background: #f2f3f5; color: #1d1d1f; }
          header { padding: 10px 16px; background: #fff; border-bottom: 1px solid #ddd; display: flex; gap: 16px; align-items: baseline; }
          header b { font-size: 15px; } #status { color: #6b6b70; }
          main { padding: 24px; display: flex; gap: 24px; align-items: flex-start; flex-wrap: wrap; }
          #card { max-width: 100%; box-shadow: 0 1px 4px rgba(0,0,0,.15); background: #fff; }
          #problem { display: none; max-width: 640px; background: #fff; border: 1px solid #e0b4b4; border-radius: 8px; padding: 12px 16px; }
          #problem h2 { margin: 0 0 6px; font-size: 15px; color: #b3261e; } #path { font-family: ui-monospace, monospace; }
          pre { margin: 10px 0 0; font: 12px/1.5 ui-monospace, monospace; overflow-x: auto; }
          .line { display: block; white-space: pre; } .line.bad { background: #fde7e7; }
          .number { display: inline-block; min-width: 3em; color: #9a9a9f; text-align: right; margin-right: 1em; user-select: none; }
        </style></head>
        <body><header><b>\(escaped(title))</b><span id="status">waiting for the first render…</span></header>
        <main><img id="card" alt="the card" hidden>
        <section id="problem"><h2>Not drawn</h2><div><span id="path"></span> <span id="message"></span></div><pre id="excerpt"></pre></section>
        </main><script src="/preview.js"></script></body></html>
        """
    }

    static let script = """
        const card = document.getElementById('card'), status = document.getElementById('status');
        const problem = document.getElementById('problem'), excerpt = document.getElementById('excerpt');
        let version = -1;
        function show(s) {
          if (s.hasPicture && !s.problem) { card.src = '/card.png?v=' + s.version; card.hidden = false; }
          const p = s.problem;
          problem.style.display = p ? 'block' : 'none';
          status.textContent = p ? 'not drawn' + (p.line ? ' (line ' + p.line + ')' : '') + (s.hasPicture ? '; the last good picture stays' : '')
                                 : 'drawn in ' + Math.round(s.milliseconds) + ' ms';
          if (!p) return;
          document.getElementById('path').textContent = p.path ? p.path + ':' : '';
          document.getElementById('message').textContent = p.message;
          excerpt.replaceChildren(...p.excerpt.map((text, i) => {
            const line = document.createElement('span'), number = document.createElement('span');
            const n = p.excerptStart + i;
            line.className = 'line' + (n === p.line ? ' bad' : '');
            number.className = 'number';
            number.textContent = String(n);
            line.append(number, document.createTextNode(text));
            return line;
          }));
        }
        async function follow() {
          for (;;) {
            try {
              const response = await fetch('/state?after=' + version, { cache: 'no-store' });
              if (!response.ok) throw new Error('HTTP ' + response.status);
              const s = await response.json();
              if (s.version !== version) { version = s.version; show(s); }
            } catch (e) {
              status.textContent = 'the preview is not answering (' + e.message + '); trying again';
              await new Promise(r => setTimeout(r, 1000));
            }
          }
        }
        follow();
        """

    /// `s` safe inside HTML text.
    static func escaped(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
