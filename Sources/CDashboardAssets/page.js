// The dashboard's script (served as /dashboard.js): plain JavaScript, no build step. It is
// compiled into the binary (Sources/CDashboardAssets, C23 #embed); rebuild after editing it.
//
// - Cards: a click on a widget's [data-control-id] POSTs a tap; the tapped card's
//   [data-invalidatable] content shows as pending until the server pushes the new card.
// - Live updates: one EventSource on /events; an `instance` event makes the page fetch
//   that card (or drop it if the instance is gone). No polling: after a lost connection the
//   page catches up once, when the stream opens again.
// - Gallery: every widget of every plugin, previewed from its placeholder (snapshot on demand),
//   and each plugin's #Preview blocks, every entry drawn.
// - Configuration form: built from /api/form; fields appear and disappear as the host
//   evaluates the parameter summary for the values being edited (/api/form/visibility);
//   entity pickers search as you type (/api/entities, debounced); entity and options choices are asked
//   again when other fields change.
// - Every action sends the session token (X-WidgetHost-Token) and shows the CLI's error lines.
'use strict';
(() => {
  const token = document.querySelector('meta[name="widgethost-token"]').content;
  const grid = document.getElementById('grid');
  const empty = document.getElementById('empty');
  const live = document.getElementById('live');
  const toast = document.getElementById('toast');

  // MARK: Requests

  async function api(method, path, body) {
    const options = { method, credentials: 'same-origin', cache: 'no-store', headers: {} };
    if (method !== 'GET') {
      options.headers['Content-Type'] = 'application/json';
      options.headers['X-WidgetHost-Token'] = token;
      options.body = JSON.stringify(body || {});
    }
    const response = await fetch(path, options);
    const type = response.headers.get('Content-Type') || '';
    const data = type.includes('application/json') ? await response.json() : await response.text();
    if (!response.ok) {
      const errors = (data && data.errors) || [`error: ${response.status} ${response.statusText}`];
      const failure = new Error(errors.join('\n'));
      failure.errors = errors;
      failure.status = response.status;
      throw failure;
    }
    return data;
  }

  function query(parameters) {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(parameters)) {
      if (value !== undefined && value !== null) search.set(name, String(value));
    }
    return search.toString();
  }

  function element(html) {
    const template = document.createElement('template');
    template.innerHTML = html.trim();
    return template.content.firstElementChild;
  }

  let toastTimer;
  function notify(text) {
    if (!text) return;
    toast.textContent = text;
    toast.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => { toast.hidden = true; }, 3500);
  }

  // MARK: Cards

  const cardFor = (id) => grid.querySelector(`.card[data-instance-id="${id}"]`);
  const refreshing = new Map();

  function updateEmpty() { empty.hidden = grid.querySelector('.card') !== null; }

  function place(card) {
    const id = Number(card.dataset.instanceId);
    const old = cardFor(id);
    if (old) { old.replaceWith(card); return; }
    const later = [...grid.querySelectorAll('.card')].find((other) => Number(other.dataset.instanceId) > id);
    grid.insertBefore(card, later || null);
  }

  // Fetches the card of instance `id`; an event arriving meanwhile fetches it once more afterwards.
  function refreshCard(instance) {
    const id = Number(instance);
    if (refreshing.has(id)) { refreshing.set(id, true); return; }
    refreshing.set(id, false);
    (async () => {
      try {
        do {
          refreshing.set(id, false);
          const response = await fetch(`/api/instances/${id}/card`, { cache: 'no-store', credentials: 'same-origin' });
          if (response.status === 404) {
            const old = cardFor(id);
            if (old) old.remove();
          } else if (response.ok) {
            place(element(await response.text()));
          }
        } while (refreshing.get(id));
      } finally {
        refreshing.delete(id);
        updateEmpty();
      }
    })();
  }

  async function resync() {
    try {
      const { ids } = await api('GET', '/api/instances');
      const known = new Set(ids.map(String));
      for (const card of grid.querySelectorAll('.card')) {
        if (!known.has(card.dataset.instanceId)) card.remove();
      }
      ids.forEach(refreshCard);
      updateEmpty();
    } catch (failure) {
      notify(failure.message);
    }
  }

  function showCardError(card, failure) {
    const slot = card && card.querySelector('.card-error');
    if (slot) slot.textContent = failure ? failure.message : '';
  }

  async function tap(card, control) {
    const id = card.dataset.instanceId;
    showCardError(card, null);
    card.dataset.pending = 'true';
    control.dataset.pressed = 'true';
    for (const pending of card.querySelectorAll('[data-invalidatable]')) pending.setAttribute('data-pending', 'true');
    try {
      const done = await api('POST', `/api/instances/${id}/tap`, { control: control.dataset.controlId });
      notify(done.message);
      (done.warnings || []).forEach(notify);
    } catch (failure) {
      refreshCard(id);
      showCardError(cardFor(id), failure);
    }
  }

  async function remove(card) {
    const id = card.dataset.instanceId;
    try {
      await api('POST', `/api/instances/${id}/remove`);
      card.remove();
      updateEmpty();
    } catch (failure) {
      showCardError(card, failure);
    }
  }

  grid.addEventListener('click', (event) => {
    const card = event.target.closest('.card');
    if (!card) return;
    const control = event.target.closest('[data-control-id]');
    if (control && card.contains(control)) {
      event.preventDefault();
      tap(card, control);
      return;
    }
    const action = event.target.closest('[data-action]');
    if (!action) return;
    if (action.dataset.action === 'configure') openForm({ instance: card.dataset.instanceId });
    if (action.dataset.action === 'remove') remove(card);
  });

  // A control inside another (a button in a custom toggle style) is a focusable span, not a
  // <button>: Enter and Space tap it as they would a button.
  grid.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const control = event.target.closest('span[data-control-id]');
    const card = control && control.closest('.card');
    if (!card) return;
    event.preventDefault();
    tap(card, control);
  });

  // MARK: Live updates

  let interrupted = false;
  const events = new EventSource('/events');
  events.addEventListener('open', () => {
    live.dataset.live = 'open';
    live.textContent = 'Live';
    if (interrupted) resync();
    interrupted = false;
  });
  events.addEventListener('error', () => {
    live.dataset.live = 'closed';
    live.textContent = 'Reconnecting…';
    interrupted = true;
  });
  events.addEventListener('instance', (event) => refreshCard(Number(event.data)));
  events.addEventListener('resync', resync);
  window.addEventListener('beforeunload', () => events.close());

  // MARK: Sheets

  for (const button of document.querySelectorAll('[data-close]')) {
    button.addEventListener('click', () => document.getElementById(button.dataset.close).close());
  }

  // MARK: Gallery

  const gallery = document.getElementById('gallery');
  const galleryList = document.getElementById('gallery-list');

  document.getElementById('open-gallery').addEventListener('click', async () => {
    gallery.showModal();
    galleryList.textContent = 'Loading…';
    try {
      renderGallery(await api('GET', '/api/gallery'));
    } catch (failure) {
      galleryList.textContent = failure.message;
    }
  });

  function renderGallery(listing) {
    galleryList.replaceChildren();
    if (listing.plugins.length === 0) galleryList.textContent = 'No plugins on the plugin path.';
    for (const plugin of listing.plugins) {
      const section = document.createElement('section');
      section.className = 'gallery-plugin';
      const heading = document.createElement('h3');
      heading.textContent = plugin.version ? `${plugin.name} ${plugin.version}` : plugin.name;
      section.append(heading);
      if (plugin.problems.length > 0) {
        const problem = document.createElement('p');
        problem.className = 'gallery-problem';
        problem.textContent = plugin.problems.join('\n');
        section.append(problem);
      }
      for (const widget of plugin.widgets) section.append(galleryItem(plugin, widget));
      if (plugin.previews > 0) section.append(galleryPreviews(plugin));
      galleryList.append(section);
    }
  }

  // The plugin's #Preview blocks, drawn by the server: each preview with every entry of its timeline.
  function galleryPreviews(plugin) {
    const previews = document.createElement('div');
    previews.className = 'gallery-previews-section';
    const heading = document.createElement('h4');
    heading.textContent = 'Previews';
    const body = document.createElement('div');
    body.textContent = 'Loading…';
    previews.append(heading, body);
    api('GET', '/api/plugin-previews?' + query({ plugin: plugin.id }))
      .then((html) => body.replaceChildren(element(html)))
      .catch((failure) => (body.textContent = failure.message));
    return previews;
  }

  function galleryItem(plugin, widget) {
    const item = document.createElement('article');
    item.className = 'gallery-item';
    item.dataset.plugin = plugin.id;
    item.dataset.kind = widget.kind;
    const title = document.createElement('h4');
    title.textContent = widget.displayName;
    const description = document.createElement('p');
    description.textContent = widget.description;
    const preview = document.createElement('div');
    preview.className = 'gallery-preview';
    const controls = document.createElement('div');
    controls.className = 'gallery-controls';
    const families = document.createElement('div');
    families.className = 'families';
    families.setAttribute('role', 'group');
    families.setAttribute('aria-label', 'Size');
    let family = widget.families[0];
    let mode = 'placeholder';
    const load = async () => {
      preview.dataset.mode = mode;
      try {
        const html = await api('GET', '/api/preview?' + query({ plugin: plugin.id, kind: widget.kind, family, mode }));
        preview.replaceChildren(element(html));
      } catch (failure) {
        preview.textContent = failure.message;
      }
    };
    for (const name of widget.families) {
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.family = name;
      button.textContent = name.replace(/^system/, '').replace(/^accessory/, '');
      button.setAttribute('aria-pressed', String(name === family));
      button.addEventListener('click', () => {
        family = name;
        for (const other of families.children) other.setAttribute('aria-pressed', String(other === button));
        load();
      });
      families.append(button);
    }
    const snapshot = document.createElement('button');
    snapshot.type = 'button';
    snapshot.className = 'pill snapshot';
    snapshot.textContent = 'Snapshot';
    snapshot.setAttribute('aria-pressed', 'false');
    snapshot.addEventListener('click', () => {
      mode = mode === 'placeholder' ? 'snapshot' : 'placeholder';
      snapshot.setAttribute('aria-pressed', String(mode === 'snapshot'));
      snapshot.textContent = mode === 'snapshot' ? 'Placeholder' : 'Snapshot';
      load();
    });
    const add = document.createElement('button');
    add.type = 'button';
    add.className = 'pill primary add';
    add.textContent = 'Add Widget';
    add.addEventListener('click', async () => {
      if (widget.configurable) {
        openForm({ plugin: plugin.id, kind: widget.kind, family });
        return;
      }
      add.disabled = true;
      try {
        const done = await api('POST', '/api/instances', { plugin: plugin.id, kind: widget.kind, family, values: {} });
        gallery.close();
        refreshCard(done.id);
        (done.warnings || []).forEach(notify);
      } catch (failure) {
        preview.textContent = failure.message;
      } finally {
        add.disabled = false;
      }
    });
    controls.append(families, snapshot, add);
    item.append(title, description, preview, controls);
    load();
    return item;
  }

  // MARK: Configuration form

  const sheet = document.getElementById('configure');
  const form = document.getElementById('configure-form');
  const fieldsBox = document.getElementById('configure-fields');
  const errorsBox = document.getElementById('configure-errors');
  const summaryBox = document.getElementById('configure-summary');
  let current = null;

  function debounce(action, delay) {
    let timer;
    return (...values) => {
      clearTimeout(timer);
      timer = setTimeout(() => action(...values), delay);
    };
  }

  function subjectQuery() {
    return current.subject.instance
      ? { instance: current.subject.instance, family: current.family }
      : { plugin: current.subject.plugin, kind: current.subject.kind, family: current.family };
  }

  async function openForm(subject) {
    errorsBox.textContent = '';
    fieldsBox.replaceChildren();
    summaryBox.textContent = '';
    try {
      const model = await api('GET', '/api/form?' + query(subject));
      current = { subject, model, family: model.family, editors: new Map(), generation: 0 };
      renderForm(model);
      if (!sheet.open) sheet.showModal();
    } catch (failure) {
      notify(failure.message);
    }
  }

  function renderForm(model) {
    const adding = !current.subject.instance;
    document.getElementById('configure-title').textContent = adding ? `Add ${model.widgetName}` : `Edit ${model.widgetName}`;
    document.getElementById('configure-intent').textContent = model.intentTitle || '';
    document.getElementById('configure-submit').textContent = adding ? 'Add Widget' : 'Done';
    summaryBox.textContent = model.summary || '';
    if (adding && model.families.length > 1) fieldsBox.append(familyField(model));
    for (const field of model.fields) {
      const editor = fieldEditor(field);
      current.editors.set(field.name, editor);
      fieldsBox.append(editor.row);
    }
  }

  function row(name, title) {
    const box = document.createElement('div');
    box.className = 'field';
    box.dataset.name = name;
    const label = document.createElement('label');
    label.textContent = title;
    label.htmlFor = `field-${name}`;
    box.append(label);
    return box;
  }

  function familyField(model) {
    const box = row('__family', 'Size');
    const select = document.createElement('select');
    select.id = 'field-__family';
    for (const name of model.families) {
      const option = document.createElement('option');
      option.value = name;
      option.textContent = name;
      option.selected = name === current.family;
      select.append(option);
    }
    select.addEventListener('change', () => { current.family = select.value; refreshVisibility(); });
    box.append(select);
    return box;
  }

  function fieldEditor(field) {
    const box = row(field.name, field.title);
    box.hidden = !field.isVisible;
    box.dataset.input = field.input;
    let read;
    let refreshChoices = null;
    switch (field.input) {
      case 'toggle': {
        const input = document.createElement('input');
        input.type = 'checkbox';
        input.className = 'switch';
        input.setAttribute('role', 'switch');
        input.id = `field-${field.name}`;
        input.name = field.name;
        input.checked = field.value === 'true';
        input.addEventListener('change', refreshVisibility);
        box.append(input);
        read = () => (input.checked ? 'true' : 'false');
        break;
      }
      case 'enum': {
        const select = document.createElement('select');
        select.id = `field-${field.name}`;
        select.name = field.name;
        if (field.isOptional || field.value === '') {
          const none = document.createElement('option');
          none.value = '';
          none.textContent = field.isOptional ? 'None' : 'Choose…';
          select.append(none);
        }
        const fill = (choices, selected) => {
          for (const stale of [...select.options]) if (stale.value !== '') stale.remove();
          for (const choice of choices) {
            const option = document.createElement('option');
            option.value = choice.value;
            option.textContent = choice.title;
            option.selected = choice.value === selected;
            select.append(option);
          }
        };
        fill(field.choices || [], field.value);
        select.addEventListener('change', refreshVisibility);
        box.append(select);
        read = () => select.value;
        if (field.hasOptions) refreshChoices = optionsRefresher(field, (choices) => fill(choices, select.value));
        break;
      }
      case 'entity': {
        const picker = entityPicker(field);
        box.append(picker.element);
        read = picker.read;
        refreshChoices = picker.refreshChoices;
        break;
      }
      default: {
        const input = document.createElement('input');
        input.type = field.input === 'url' ? 'url' : 'text';
        if (field.input === 'integer') input.inputMode = 'numeric';
        if (field.input === 'number') input.inputMode = 'decimal';
        if (field.input === 'date') input.placeholder = '2024-05-01T10:00:00Z';
        if (field.isArray) input.placeholder = 'comma-separated';
        input.id = `field-${field.name}`;
        input.name = field.name;
        input.value = field.value;
        input.autocomplete = 'off';
        input.addEventListener('input', debounce(refreshVisibility, 250));
        box.append(input);
        if ((field.choices && field.choices.length > 0) || field.hasOptions) {
          const options = document.createElement('datalist');
          options.id = `field-${field.name}-options`;
          const fill = (choices) => {
            options.replaceChildren();
            for (const choice of choices) {
              const option = document.createElement('option');
              option.value = choice.value;
              if (choice.title !== choice.value) option.label = choice.title;
              options.append(option);
            }
          };
          fill(field.choices || []);
          input.setAttribute('list', options.id);
          box.append(options);
          if (field.hasOptions) refreshChoices = optionsRefresher(field, fill);
        }
        read = () => input.value;
      }
    }
    const remarks = field.notes.concat(field.problems.map((problem) => `error: ${problem.message}`));
    if (remarks.length > 0) {
      const note = document.createElement('p');
      note.className = 'field-note';
      note.textContent = remarks.join('; ');
      box.append(note);
    }
    return { row: box, read, field, refreshChoices };
  }

  // An options provider's choices, asked again as the form's other fields stand now (it may depend on them).
  function optionsRefresher(field, apply) {
    let generation = 0;
    return async () => {
      const mine = ++generation;
      try {
        const { choices } = await api('GET', '/api/entities?' + query({
          ...subjectQuery(), parameter: field.name, matching: '', values: JSON.stringify(drafts(false)),
        }));
        if (mine === generation) apply(choices);
      } catch (failure) {
        errorsBox.textContent = failure.message;
      }
    };
  }

  function entityPicker(field) {
    const wrapper = document.createElement('div');
    wrapper.className = 'entity-picker';
    const entityName = field.entityName || field.entity;
    let value = field.value;
    let valueTitle = field.valueTitle || field.value;
    const shown = document.createElement('div');
    shown.className = 'entity-current';
    const showValue = () => {
      shown.replaceChildren();
      if (value) {
        const strong = document.createElement('strong');
        strong.textContent = valueTitle;
        shown.append(strong);
      } else {
        shown.textContent = field.isOptional ? 'None' : 'Not chosen';
      }
    };
    showValue();
    const search = document.createElement('input');
    search.type = 'search';
    search.id = `field-${field.name}`;
    search.name = field.name;
    search.autocomplete = 'off';
    search.placeholder = field.searchable ? `Search ${entityName}…` : 'Filter suggestions…';
    search.setAttribute('aria-autocomplete', 'list');
    const list = document.createElement('ul');
    list.className = 'entity-options';
    list.setAttribute('role', 'listbox');
    const hint = document.createElement('div');
    hint.className = 'entity-hint';
    const choose = (choice) => {
      value = choice.value;
      valueTitle = choice.title;
      showValue();
      for (const item of list.children) item.setAttribute('aria-selected', String(item.dataset.value === value));
      refreshVisibility();
    };
    const showChoices = (choices) => {
      list.replaceChildren();
      for (const choice of choices) {
        const item = document.createElement('li');
        item.setAttribute('role', 'option');
        item.dataset.value = choice.value;
        item.setAttribute('aria-selected', String(choice.value === value));
        const title = document.createElement('span');
        title.className = 'title';
        title.textContent = choice.title;
        item.append(title);
        if (choice.subtitle) {
          const subtitle = document.createElement('span');
          subtitle.className = 'subtitle';
          subtitle.textContent = choice.subtitle;
          item.append(subtitle);
        }
        item.addEventListener('click', () => choose(choice));
        list.append(item);
      }
      const text = search.value.trim();
      if (choices.length > 0) hint.textContent = text ? '' : (field.searchable ? 'Suggestions — type to search' : 'Suggestions');
      else hint.textContent = text ? `No ${entityName} matches “${text}”` : (field.searchable ? `Type to search ${entityName}` : 'No suggestions');
    };
    let generation = 0;
    // The query's choices for the text typed, as the form's other fields stand now (a query may depend on them).
    const fetchChoices = async (text) => {
      const mine = ++generation;
      try {
        const { choices } = await api('GET', '/api/entities?' + query({
          ...subjectQuery(), parameter: field.name, matching: text, values: JSON.stringify(drafts(false)),
        }));
        if (mine !== generation) return;
        if (!field.searchable) field.choices = choices;
        showChoices(field.searchable ? choices : choices.filter((choice) => choice.title.toLowerCase().includes(text.toLowerCase())));
      } catch (failure) {
        hint.textContent = failure.message;
      }
    };
    const lookUp = debounce(async () => {
      const text = search.value.trim();
      if (!field.searchable) {
        showChoices((field.choices || []).filter((choice) => choice.title.toLowerCase().includes(text.toLowerCase())));
        return;
      }
      await fetchChoices(text);
    }, 250);
    search.addEventListener('input', lookUp);
    wrapper.append(shown, search, list, hint);
    if (field.defaultChoice) {
      const useDefault = document.createElement('button');
      useDefault.type = 'button';
      useDefault.className = 'entity-default';
      useDefault.textContent = `Use the default: ${field.defaultChoice.title}`;
      useDefault.addEventListener('click', () => choose(field.defaultChoice));
      wrapper.append(useDefault);
    }
    showChoices(field.choices || []);
    const refreshChoices = () => fetchChoices(field.searchable ? search.value.trim() : '');
    return { element: wrapper, read: () => value, refreshChoices };
  }

  function drafts(visibleOnly) {
    const values = {};
    for (const [name, editor] of current.editors) {
      if (visibleOnly && editor.row.hidden) continue;
      values[name] = editor.read();
    }
    return values;
  }

  async function refreshVisibility() {
    if (!current) return;
    const mine = ++current.generation;
    try {
      const result = await api('GET', '/api/form/visibility?' + query({ ...subjectQuery(), values: JSON.stringify(drafts(false)) }));
      if (mine !== current.generation) return;
      const visible = new Set(result.visible);
      const order = new Map(result.visible.map((name, index) => [name, index]));
      for (const [name, editor] of current.editors) editor.row.hidden = !visible.has(name);
      const rows = [...current.editors.values()].sort(
        (a, b) => (order.get(a.field.name) ?? 1e9) - (order.get(b.field.name) ?? 1e9));
      for (const editor of rows) fieldsBox.append(editor.row);
      summaryBox.textContent = result.summary || '';
      // An entity or options field's choices may follow the other fields (@IntentParameterDependency): ask again.
      for (const editor of current.editors.values()) if (editor.refreshChoices && !editor.row.hidden) editor.refreshChoices();
    } catch (failure) {
      errorsBox.textContent = failure.message;
    }
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (!current) return;
    errorsBox.textContent = '';
    const submit = document.getElementById('configure-submit');
    submit.disabled = true;
    try {
      const values = drafts(true);
      const subject = current.subject;
      const done = subject.instance
        ? await api('POST', `/api/instances/${subject.instance}/configure`, { values })
        : await api('POST', '/api/instances', { plugin: subject.plugin, kind: subject.kind, family: current.family, values });
      sheet.close();
      if (gallery.open) gallery.close();
      refreshCard(done.id);
      (done.warnings || []).forEach(notify);
    } catch (failure) {
      errorsBox.textContent = failure.message;
    } finally {
      submit.disabled = false;
    }
  });

  sheet.addEventListener('close', () => { current = null; });
  updateEmpty();
})();
