/// The page side of the exploration: `explorer`, installed in the test page, makes the element,
/// runs the page's own actions, records what the element and the page say (events, uncaught
/// errors, console errors), and checks the invariants.
enum ExplorationPage {
    /// The page the element lives in: a form with two places for it.
    static let html = #"<form id="f"><div id="a"></div><div id="b"></div></form>"#

    /// `explorer`, with `make(settings, beforeDefine)`, `act(name, argument)` for the page's
    /// actions and `check(atRest)`, the invariants broken (an empty list when every one holds).
    static let script = #"""
        window.explorer = (() => {
          const x = { errors: [], events: [], writing: false, writeBack: 'off', rest: null, said: null, element: null };
          window.addEventListener('error', (e) => x.errors.push(`uncaught ${e.message}`));
          window.addEventListener('unhandledrejection', (e) => x.errors.push(`unhandled ${e.reason}`));
          console.error = (...words) => x.errors.push(`console.error ${words.join(' ')}`);
          const property = (name) => name.replace(/-(\w)/g, (_, c) => c.toUpperCase());
          /** The page's own write: no event may come of it. */
          const write = (run) => { x.writing = true; try { run(); } finally { x.writing = false; } };
          /** At rest, the events since the last rest are accounted for (accountRest) before the
           *  page acts; after it, a value at rest is the page's (a write that took effect, a
           *  setting that made the dial again); a motion the page's action left going is the user's.
           *  A setting whose mode's module is still coming (a range's: neither ready nor settled)
           *  makes the dial when it is in: the value it is made on is the page's (`made`). */
          const pageAction = (run) => {
            const e = x.element;
            made(e);
            if (e.isConnected && e.settled) x.errors.push(...accountRest(e));
            write(run);
            if (e.isConnected && e.settled) x.events.push({ type: 'page', value: e.value });
            else if (e.isConnected && !e.ready) x.making = true;
            // Written while out of the document: what the element shows when it comes back is the page's.
            if (!e.isConnected) x.pageWhileAway = true;
          };
          /** A dial the page's setting asked for, made since its module came in: its value is the page's. */
          const made = (e) => {
            if (!x.making || !e.isConnected || !e.ready) return;
            x.making = false;
            x.events.push({ type: 'page', value: e.value });
          };
          /** Back in the document: a value the page wrote meanwhile is the page's. */
          const back = () => {
            if (x.pageWhileAway && x.element.isConnected) x.events.push({ type: 'page', value: x.element.value });
            x.pageWhileAway = false;
          };
          x.make = (settings, beforeDefine) => {
            // In place of the element there (whose events end with it).
            x.element?.remove();
            const doc = beforeDefine ? document.implementation.createHTMLDocument('') : document;
            const e = doc.createElement('dial-picker');
            e.id = 'p'; e.setAttribute('name', 'v');
            for (const [name, value] of settings) {
              if (beforeDefine) e[name === 'value' ? 'value' : property(name)] = value; else e.setAttribute(name, value);
            }
            e.addEventListener('input', () => {
              x.events.push({ type: 'input', value: e.value, writing: x.writing });
              if (x.writeBack === 'now') write(() => { e.value = e.value; });
              if (x.writeBack === 'microtask') queueMicrotask(() => write(() => { e.value = e.value; }));
            });
            e.addEventListener('change', () => x.events.push({ type: 'change', value: e.value, writing: x.writing, settled: e.settled }));
            document.getElementById('a').append(e);
            x.element = e;
            x.events = [];
            x.pageWhileAway = false;
            x.making = false;
            x.rest = x.said = e.value;
            return true;
          };
          x.act = (name, argument) => {
            const e = x.element;
            switch (name) {
              case 'setAttribute': pageAction(() => { if (argument[1] === null) e.removeAttribute(argument[0]); else e.setAttribute(argument[0], argument[1]); }); return true;
              case 'setProperty': pageAction(() => { e[property(argument[0])] = argument[1]; }); return true;
              case 'writeValue': pageAction(() => { e.value = argument; }); return true;
              case 'formReset': pageAction(() => document.getElementById('f').reset()); return true;
              case 'writeBack': x.writeBack = argument; return true;
              // A removal ends a motion on its target, with its events: the user's, not the page's.
              case 'remove': e.remove(); return true;
              case 'reappend': if (!e.isConnected) document.getElementById('a').append(e); back(); return true;
              case 'move': document.getElementById(e.parentElement?.id === 'a' ? 'b' : 'a').append(e); back(); return true;
              case 'focus': e.shadowRoot.querySelectorAll('[role=slider]')[argument]?.focus(); return true;
              case 'blur': document.activeElement?.blur(); e.shadowRoot.activeElement?.blur(); return true;
              case 'wheel': {
                const thumb = e.shadowRoot.activeElement;
                if (thumb) thumb.dispatchEvent(new WheelEvent('wheel', { deltaY: argument[0], deltaMode: argument[1], bubbles: true, cancelable: true, composed: true }));
                return true;
              }
              default: return true;
            }
          };
          /** The events since the last look, in order: an input says a value other than the one said
           *  before it; a change comes after `settled`, with the value the last input said, once
           *  for each rest on a value other than the last rest's; the page's own write fires
           *  nothing and is the new rest. */
          const walk = () => {
            const broken = [];
            for (const v of x.events) {
              if (v.writing) broken.push(`${v.type} fired for the page's own write, with '${v.value}'`);
              if (v.type === 'input') {
                if (v.value === x.said) broken.push(`input with '${v.value}', the value it had`);
                x.said = v.value;
              } else if (v.type === 'change') {
                if (v.value !== x.said) broken.push(`change with '${v.value}' when the last input said '${x.said}'`);
                if (v.value === x.rest) broken.push(`change with '${v.value}', the last rest's value`);
                if (!v.settled) broken.push(`change with '${v.value}' before settled`);
                x.rest = v.value;
              } else if (v.type === 'page') {
                x.rest = x.said = v.value;
              }
            }
            x.events = [];
            return broken;
          };
          /** At a rest: the value is the one the last input said and the last change (or the page) told. */
          const accountRest = (e) => {
            const broken = walk();
            if (e.value !== x.said) broken.push(`at rest on '${e.value}', the last input said '${x.said}'`);
            if (e.value !== x.rest) broken.push(`at rest on '${e.value}' with no change since the rest on '${x.rest}'`);
            return broken;
          };
          const two = (text) => Number(text);
          const minutes = (text) => { const m = /^(\d\d):(\d\d)$/.exec(text); return m ? two(m[1]) * 60 + two(m[2]) : null; };
          const duration = (text) => { const m = /^(?:(\d+)h)?(?:(\d+)m)?$/.exec(text); return m && text !== '' ? two(m[1] ?? 0) * 60 + two(m[2] ?? 0) : null; };
          const thumbs = { time: 'hour minute', range: 'start end' };
          /** What the value of `mode` says in the sliders' numbers, or null where it names none. */
          const ariaOf = (e, mode, value) => {
            switch (mode) {
              case 'time': { const m = minutes(value); return m === null ? null : [Math.floor(m / 60), m % 60]; }
              case 'hours': return /^\d\d$/.test(value) && two(value) < 24 ? [two(value)] : null;
              case 'minutes': return /^\d\d$/.test(value) && two(value) < 60 ? [two(value)] : null;
              case 'duration': { const m = duration(value); return m === null ? null : [m]; }
              case 'range': {
                const m = /^(\d\d:\d\d)(?:-(\d\d:\d\d)|\+24h)$/.exec(value);
                if (!m) return null;
                const start = minutes(m[1]);
                return [start, m[2] === undefined ? start : minutes(m[2])];
              }
              case 'labels': { const labels = (e.getAttribute('labels') ?? '').split(',').map((l) => l.trim()).filter(Boolean); const i = labels.indexOf(value); return i < 0 ? null : [i]; }
              default: return null;
            }
          };
          x.check = (atRest) => {
            const broken = [...x.errors];
            x.errors = [];
            const e = x.element;
            made(e);
            // Whenever it is seen at rest, it is a rest; else the events so far are walked.
            const resting = e.isConnected && e.ready && e.settled;
            broken.push(...(resting ? accountRest(e) : walk()));
            if (!e.isConnected || !e.ready) return broken;
            const mode = e.mode, value = e.value;
            const drawn = [...e.shadowRoot.querySelectorAll('[role=slider]')];
            const names = drawn.map((t) => t.dataset.thumb).join(' ');
            if (names !== (thumbs[mode] ?? 'value')) broken.push(`mode reads ${mode}, drawn ${names}`);
            const aria = value === '' ? null : ariaOf(e, mode, value);
            if (value === '') {
              // Empty: only a required dial is, and it claims no value anywhere.
              if (!e.required) broken.push(`value '' on a dial that is not required`);
              if (!e.validity.valueMissing) broken.push('an empty required dial is not valueMissing');
              const texts = drawn.map((t) => t.getAttribute('aria-valuetext'));
              if (texts.some((t) => t !== e.strings.empty)) broken.push(`an empty dial's value text says ${texts}`);
              if (e.shadowRoot.querySelector('.label.selected, .hour.selected')) broken.push('an empty dial draws a choice selected');
            } else if (aria === null) broken.push(`value '${value}' is no ${mode} value`);
            else {
              const now = drawn.map((t) => Number(t.getAttribute('aria-valuenow')));
              if (now.join() !== aria.join()) broken.push(`aria-valuenow ${now} for ${mode} '${value}'`);
              for (const t of drawn) {
                const [low, high, at] = ['aria-valuemin', 'aria-valuemax', 'aria-valuenow'].map((n) => Number(t.getAttribute(n)));
                if (!(low <= at && at <= high)) broken.push(`${t.dataset.thumb} ${at} outside ${low}–${high}`);
              }
            }
            if (mode === 'time' && value !== '' && e.min !== null && e.max !== null) {
              const [m, low, high] = [minutes(value), minutes(e.min), minutes(e.max)];
              const inside = low <= high ? m >= low && m <= high : m >= low || m <= high;
              if (!inside) broken.push(`value ${value} outside min ${e.min} and max ${e.max}`);
            }
            if (!e.disabled && !e.matches(':disabled')) {
              const submitted = new FormData(document.getElementById('f')).get('v');
              if (submitted !== value) broken.push(`the form submits '${submitted}', the value is '${value}'`);
            }
            if (atRest && resting) {
              const selected = e.shadowRoot.querySelector('.label.selected');
              if (selected && mode !== 'range' && !e.shadowRoot.querySelector('svg').classList.contains('small-size')) {
                const [box, label] = [e.getBoundingClientRect(), selected.getBoundingClientRect()];
                const dx = label.left + label.width / 2 - (box.left + box.width / 2), dy = label.top + label.height / 2 - box.top;
                if (Math.abs(dx) > box.width * 0.05 || dy > box.height * 0.3) broken.push(`the selected label '${selected.textContent}' is not under the pointer (${dx.toFixed(1)}, ${dy.toFixed(1)})`);
              }
            }
            return broken;
          };
          return x;
        })(); true
        """#
}
