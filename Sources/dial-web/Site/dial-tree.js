// The drawing of <dial-picker> as data: a tree of plain nodes (a name, attributes in order, a text
// or children) that no browser is needed to make. The same tree becomes the element's SVG in the
// page (`buildTree`), the markup a server writes (`markupOf`), or is matched against that markup
// when the element takes a server's drawing over (`adoptTree`), so the three are one drawing.

const SVG = 'http://www.w3.org/2000/svg';
const ELEMENT_NODE = 1;  // Node.ELEMENT_NODE, which a server has no Node for

/** A node of the drawing: `name` with `attributes` (each written as a string), appended to
 *  `parent`; set `textContent` for a text. */
export function svg(name, attributes = {}, parent = null) {
  const node = { name, attributes: {}, children: [], textContent: null, dom: null };
  for (const [key, value] of Object.entries(attributes)) node.attributes[key] = String(value);
  if (parent) parent.children.push(node);
  return node;
}

/** What draws on a tree's nodes: `set` an attribute (null removes it), `get` one, set a `text`. */
export const ON_TREE = Object.freeze({
  set(node, name, value) {
    if (value === null) delete node.attributes[name];
    else node.attributes[name] = String(value);
  },
  get: (node, name) => node.attributes[name] ?? null,
  text(node, text) { node.textContent = text; },
});

/** What draws on the page's nodes, the same way, changing only what differs: drawing what is
 *  drawn already changes nothing in the DOM. */
export const ON_PAGE = Object.freeze({
  set(node, name, value) {
    if (value === null) { if (node.hasAttribute(name)) node.removeAttribute(name); }
    else if (node.getAttribute(name) !== String(value)) node.setAttribute(name, String(value));
  },
  get: (node, name) => node.getAttribute(name),
  text(node, text) { if (node.textContent !== text) node.textContent = text; },
});

/** The page's nodes of `tree` (each node's `dom` set to its SVG element), its root returned. */
export function buildTree(tree, document) {
  const node = document.createElementNS(SVG, tree.name);
  for (const [key, value] of Object.entries(tree.attributes)) node.setAttribute(key, value);
  if (tree.textContent !== null) node.textContent = tree.textContent;
  else for (const child of tree.children) node.append(buildTree(child, document));
  tree.dom = node;
  return node;
}

const escapeText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** `text` as an attribute's value in quotes. */
export const escapeAttribute = (text) => escapeText(text).replace(/"/g, '&quot;');

/** `tree` as HTML markup (each element closed explicitly, as SVG in HTML may be). */
export function markupOf(tree) {
  const attributes = Object.entries(tree.attributes).map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`).join('');
  const inside = tree.textContent !== null ? escapeText(tree.textContent) : tree.children.map(markupOf).join('');
  return `<${tree.name}${attributes}>${inside}</${tree.name}>`;
}

/**
 * Takes `node` (an element of the page) as the drawing of `tree`: when it is the same drawing
 * node for node (the same names, the same attributes but `ignored` ones, the same texts, nothing
 * more), each tree node's `dom` is set to its match and true is returned; else false, nothing
 * set that is used.
 */
export function adoptTree(tree, node, ignored) {
  if (node.localName !== tree.name || node.namespaceURI !== SVG) return false;
  // Each attribute the node has (but the ignored) is the tree's, and the tree has no more: the
  // node's names are distinct, so as many matches as the tree's names is the same set.
  let matched = 0;
  for (const name of node.getAttributeNames()) {
    if (ignored.has(name)) continue;
    if (!Object.hasOwn(tree.attributes, name) || node.getAttribute(name) !== tree.attributes[name]) return false;
    matched += 1;
  }
  let expected = 0;
  for (const name in tree.attributes) if (!ignored.has(name)) expected += 1;
  if (matched !== expected) return false;
  if (tree.textContent !== null) {
    if (node.firstElementChild !== null || node.textContent !== tree.textContent) return false;
  } else {
    // Its child nodes are the tree's children, in order, and nothing else (no text, no comment).
    let child = node.firstChild;
    for (const expectedChild of tree.children) {
      if (child === null || child.nodeType !== ELEMENT_NODE || !adoptTree(expectedChild, child, ignored)) return false;
      child = child.nextSibling;
    }
    if (child !== null) return false;
  }
  tree.dom = node;
  return true;
}
