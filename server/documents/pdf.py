"""What an accepted PDF must be (the upload rules; OWASP File Upload cheat sheet): it opens
without a password and carries no active content: no JavaScript, no actions run on opening or
on events, no launch of programs, no embedded files, no rich media, no XFA forms. It is kept
as sent (a customer's signed statement stays byte for byte what they signed).

Actions (ISO 32000-2, 12.6): a link, an outline item or a form field may only go to a page of
the same document (``/S /GoTo``), open a URI to ``https:`` (``/S /URI``) or turn the page
(``/S /Named`` with NextPage, PrevPage, FirstPage or LastPage). Every other action type
(SubmitForm, ImportData, GoToR, GoToE, Launch, Rendition, a URI to ``javascript:``,
``file:``, ``http:``, a ``\\\\host\\share``, ...) is refused wherever it stands: a
dictionary is an action when it stands where a viewer runs one (``/A``, ``/PA``, ``/NA``,
``/Next``, ``/OpenAction``, an event of ``/AA``), says ``/Type /Action``, or its ``/S`` names
an action type. pypdf decodes ``#xx`` in names, so ``/Submit#46orm`` is ``/SubmitForm`` here
as in a viewer. ``/OpenAction`` and ``/AA`` stay refused whatever their action (they act
without the customer's click), and a URI dictionary's ``/Base`` must be https too (a relative
URI is resolved against it).

A key written twice in one dictionary refuses the file as damaged: pypdf keeps the first value,
a viewer may take the last (pdf.js and PDFium do), so what is checked would not be what is
shown. pypdf reports the repetition only as a warning; :class:`_RepeatedKeys` catches it.

Raises :class:`server.documents.hygiene.Refused` with the Indonesian reason; the caller
answers 415."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from contextvars import ContextVar
from typing import Any, BinaryIO

from pypdf import PdfReader
from pypdf.errors import PdfReadError
from pypdf.generic import ArrayObject, DictionaryObject, IndirectObject, NameObject

from server.documents import messages
from server.documents.hygiene import Refused

log = logging.getLogger("server.documents.hygiene")
# PDF names that make a document act by itself when opened or used: as keys, and as values
# (an embedded file's /Type, the /Subtype of an annotation that holds a file or plays media).
ACTIVE = frozenset(
    {"/JavaScript", "/JS", "/Launch", "/EmbeddedFile", "/EmbeddedFiles", "/RichMedia",
     "/OpenAction", "/AA", "/XFA", "/EF", "/RichMediaContent"}
)  # fmt: skip
ACTIVE_VALUES = frozenset(
    {"/JavaScript", "/Launch", "/EmbeddedFile", "/FileAttachment", "/RichMedia", "/Movie",
     "/Sound"}
)  # fmt: skip
# The action types of ISO 32000-2 (table 201): a dictionary whose /S is one is an action.
ACTION_TYPES = frozenset(
    {"/GoTo", "/GoToR", "/GoToE", "/GoToDp", "/Launch", "/Thread", "/URI", "/Sound", "/Movie",
     "/Hide", "/Named", "/SubmitForm", "/ResetForm", "/ImportData", "/SetOCGState",
     "/Rendition", "/Trans", "/GoTo3DView", "/JavaScript", "/ECMAScript", "/RichMediaExecute"}
)  # fmt: skip
PAGE_TURNS = frozenset({"/NextPage", "/PrevPage", "/FirstPage", "/LastPage"})
# Keys whose value is an action (/Next: or an array of actions); /AA holds one per event.
ACTION_KEYS = frozenset({"/A", "/PA", "/NA", "/Next", "/OpenAction"})
PLAIN, ACTION, EVENTS = 0, 1, 2  # where a value stands: anywhere, as an action, as /AA
MAX_OBJECTS = 200_000  # a PDF with more objects than this is not a customer's document
_ENDS = "".join(map(chr, range(0x21)))  # what a browser strips from a URL's ends
_repeated: ContextVar[list[str] | None] = ContextVar("pdf_repeated_keys", default=None)


class _RepeatedKeys(logging.Filter):
    """Notes, during :func:`check_pdf`, each key pypdf warns was written twice; lets the
    warning through as the root logger's level would."""

    def filter(self, record: logging.LogRecord) -> bool:
        keys = _repeated.get()
        if keys is not None and str(record.msg).startswith("Multiple definitions in dictionary"):
            args = record.args
            keys.append(str(args.get("key")) if isinstance(args, Mapping) else "?")
        return logging.getLogger().isEnabledFor(record.levelno)


_pypdf_dictionaries = logging.getLogger("pypdf.generic._data_structures")
_pypdf_dictionaries.setLevel(logging.WARNING)  # the warning is how a repeated key is seen
_pypdf_dictionaries.addFilter(_RepeatedKeys())


def check_pdf(source: BinaryIO) -> None:
    """Refuse an encrypted PDF, one that does not open, one with a repeated key, one with
    active content and one with an action other than an internal GoTo, an https URI or a
    page turn."""
    repeated: list[str] = []
    token = _repeated.set(repeated)
    try:
        reader = PdfReader(source, strict=False)
        if reader.is_encrypted:
            raise Refused(messages.PDF_ENCRYPTED, "The PDF is encrypted.")
        active, actions = _active_names(reader.trailer, reader.resolved_objects)
    except Refused:
        raise
    except (PdfReadError, OSError, ValueError, KeyError, TypeError, RecursionError) as exc:
        log.info("PDF refused: %s", type(exc).__name__)
        raise Refused(messages.DAMAGED, "The PDF could not be read.") from exc
    finally:
        _repeated.reset(token)
    if repeated:
        log.info("PDF refused: repeated keys %s", sorted(set(repeated))[:10])
        raise Refused(messages.DAMAGED, f"The PDF repeats keys: {sorted(set(repeated))[:10]}.")
    if active or actions:
        found = sorted(active | actions)
        log.info("PDF refused: active content %s", found)
        message = messages.PDF_ACTIVE if active else messages.PDF_LINK
        raise Refused(message, f"The PDF has active content: {found}.")


def _active_names(root: Any, cache: dict[tuple[Any, Any], Any]) -> tuple[set[str], set[str]]:
    """Every key of ACTIVE, name of ACTIVE_VALUES and refused action in the object graph from
    ``root`` (the trailer: the catalog, the pages, their annotations and forms, whatever they
    refer to), each object once for each place it stands in. An object read is dropped from
    the reader's ``cache`` once its references are on the stack, so a scan's pictures (read
    with their streams) do not pile up: memory stays about one object, not the file."""
    active: set[str] = set()
    actions: set[str] = set()
    seen: set[tuple[int, int, int]] = set()
    stack: list[tuple[Any, int]] = [(root, PLAIN)]
    while stack:
        node, place = stack.pop()
        if isinstance(node, IndirectObject):
            visit = (node.idnum, node.generation, place)
            if visit in seen:
                continue
            seen.add(visit)
            if len(seen) > MAX_OBJECTS:
                raise ValueError("too many objects")
            node = _resolved(node, cache)
        if isinstance(node, DictionaryObject):
            actions |= _refused_actions(node, place, cache)
            for key, value in node.items():
                if key in ACTIVE:
                    active.add(str(key))
                if isinstance(value, NameObject) and value in ACTIVE_VALUES:
                    active.add(str(value))
                inner = ACTION if place == EVENTS or key in ACTION_KEYS else PLAIN
                stack.append((value, EVENTS if key == "/AA" else inner))
        elif isinstance(node, ArrayObject):
            stack.extend((item, ACTION if place == ACTION else PLAIN) for item in node)
    return active, actions


def _refused_actions(node: DictionaryObject, place: int, cache: dict[Any, Any]) -> set[str]:
    """What is wrong with ``node`` as an action (none if it is no action) or as a URI
    dictionary (a /Base other than https)."""
    found: set[str] = set()
    base = _value(node, "/Base", cache)
    text = isinstance(base, (str, bytes)) and not isinstance(base, NameObject)
    if text and base and not _https(base):
        found.add("/Base not https:")
    kind = _value(node, "/S", cache)
    named = isinstance(kind, NameObject)
    if not (
        (place == ACTION and kind is not None)
        or _value(node, "/Type", cache) == "/Action"
        or (named and kind in ACTION_TYPES)
    ):
        return found
    if kind == "/GoTo" and named:
        return found
    if kind == "/URI" and named:
        if not _https(_value(node, "/URI", cache)):
            found.add("/S /URI not https:")
        return found
    if kind == "/Named" and named:
        turn = _value(node, "/N", cache)
        if not (isinstance(turn, NameObject) and turn in PAGE_TURNS):
            found.add(f"/S /Named /N {str(turn)[:40]}")
        return found
    found.add(f"/S {str(kind)[:40]}" if named else "/S not a name")
    return found


def _https(value: Any) -> bool:
    """A URI to https: the text, stripped of spaces and control characters at its ends (as a
    browser strips them), starts with ``https:`` in any case and holds no control character
    (a tab inside ``java\\tscript:`` is dropped by browsers). A string pypdf decoded (UTF-16
    with its byte order mark, PDFDocEncoding) is judged as text, one it could not as Latin-1."""
    if isinstance(value, NameObject):
        return False
    if isinstance(value, bytes):
        value = value.decode("latin-1")
    if not isinstance(value, str):
        return False
    text = value.strip(_ENDS)
    scheme = text[:6]
    clean = not any(ord(c) < 0x20 or ord(c) == 0x7F for c in text)
    return scheme.isascii() and scheme.lower() == "https:" and clean


def _value(node: DictionaryObject, key: str, cache: dict[Any, Any]) -> Any:
    """``node[key]``, followed if it is a reference (and dropped from the cache again)."""
    value = dict.get(node, key)
    return _resolved(value, cache) if isinstance(value, IndirectObject) else value


def _resolved(ref: IndirectObject, cache: dict[Any, Any]) -> Any:
    value = ref.get_object()
    cache.pop((ref.generation, ref.idnum), None)
    return value
