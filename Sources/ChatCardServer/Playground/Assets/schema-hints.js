// What the card format's JSON Schema (GET /schema/card.json) allows at a place in the card: the keys an
// object may take and the values a field may hold, for the editor's completion. It reads the shapes the
// schema is made of ($ref, anyOf/oneOf, properties, additionalProperties, items, enum, const, type).
'use strict';

const SchemaHints = (() => {
  function create(schema) {
    function resolve(node) {
      let n = node, guard = 0;
      while (n && typeof n.$ref === 'string' && guard++ < 32) {
        n = n.$ref.replace(/^#\//, '').split('/').reduce((at, part) => (at ? at[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), schema);
      }
      return n ?? {};
    }
    // A node and its alternatives, each resolved.
    function options(node) {
      const out = [], seen = new Set(), todo = [node];
      while (todo.length && out.length < 64) {
        const n = resolve(todo.pop());
        if (seen.has(n)) continue;
        seen.add(n);
        const alternatives = [...(n.anyOf ?? []), ...(n.oneOf ?? [])];
        if (alternatives.length) todo.push(...alternatives); else out.push(n);
        if (alternatives.length && (n.properties || n.items)) out.push(n);
      }
      return out;
    }
    // The schema nodes for the value at `steps` (keys and indices) from the root.
    function nodesAt(steps) {
      let nodes = options(schema);
      for (const step of steps) {
        const next = [];
        for (const n of nodes) {
          if (typeof step === 'number') { if (n.items) next.push(...options(n.items)); continue; }
          if (n.properties && Object.hasOwn(n.properties, step)) next.push(...options(n.properties[step]));
          else if (n.additionalProperties && typeof n.additionalProperties === 'object') next.push(...options(n.additionalProperties));
        }
        nodes = next;
      }
      return nodes;
    }
    const typesOf = (n) => (Array.isArray(n.type) ? n.type : n.type ? [n.type] : []);

    // Keys an object at `steps` may take, but those `present`: [{label, detail, insert}].
    function keys(steps, present) {
      const seen = new Set(present), out = [];
      for (const n of nodesAt(steps)) {
        // An alternative that refuses a key already there is not the object being written (a message is no service).
        if (n.additionalProperties === false && present.some((k) => !Object.hasOwn(n.properties ?? {}, k))) continue;
        for (const [key, value] of Object.entries(n.properties ?? {})) {
          if (seen.has(key)) continue;
          seen.add(key);
          out.push({ label: key, detail: describe(value), insert: JSON.stringify(key) + ': ' + template(value), required: (n.required ?? []).includes(key) });
        }
      }
      return out.sort((a, b) => Number(b.required) - Number(a.required));
    }
    // Values a field at `steps` may hold: its enum's and const's, booleans; [{label, detail, insert}].
    function values(steps) {
      const out = [], seen = new Set();
      const add = (v, detail) => {
        const text = JSON.stringify(v);
        if (v === null || seen.has(text)) return;
        seen.add(text);
        out.push({ label: text, detail, insert: text });
      };
      for (const n of nodesAt(steps)) {
        for (const v of n.enum ?? []) add(v, 'value');
        if ('const' in n) add(n.const, 'value');
        if (typesOf(n).includes('boolean')) { add(true, 'boolean'); add(false, 'boolean'); }
      }
      return out;
    }
    // A few words on what a field holds.
    function describe(node) {
      const kinds = new Set();
      for (const n of options(node)) {
        for (const t of typesOf(n)) if (t !== 'null') kinds.add(t);
        if (n.enum) kinds.add('one of ' + n.enum.filter((v) => v !== null).map((v) => JSON.stringify(v)).join(' '));
        if ('const' in n) kinds.add(JSON.stringify(n.const));
        if (n.properties) kinds.add('object');
      }
      return [...kinds].join(' or ').slice(0, 120);
    }
    // What completing a key writes after its colon: an empty object, array or string, or nothing.
    function template(node) {
      const all = options(node).filter((n) => !(typesOf(n).length === 1 && n.type === 'null') && !(n.enum && n.enum.length === 1 && n.enum[0] === null));
      const solid = (n) => typesOf(n).filter((t) => t !== 'null');
      if (!all.length) return '';
      if (all.every((n) => n.properties || n.additionalProperties || solid(n).join() === 'object')) return '{}';
      if (all.every((n) => n.items || solid(n).join() === 'array')) return '[]';
      if (all.every((n) => solid(n).join() === 'string' || (n.enum ?? []).every((v) => typeof v === 'string' || v === null) && n.enum || typeof n.const === 'string')) return '""';
      return '';
    }
    return { keys, values, describe };
  }
  return { create };
})();
