#!/usr/bin/env python3
"""Fill msgstr entries of a .po catalog from a JSON map {msgid: translation}.

Usage: fill-po.py CATALOG.po TRANSLATIONS.json
Entries already translated are kept unless the map has them; entries the map lacks are reported, so a
translator sees at once what is still missing.
"""
import json
import re
import sys


def unquote(s: str) -> str:
    return json.loads(s)


def quote(s: str) -> str:
    return json.dumps(s, ensure_ascii=False)


def main() -> int:
    po_path, map_path = sys.argv[1], sys.argv[2]
    translations = json.load(open(map_path, encoding='utf-8'))
    text = open(po_path, encoding='utf-8').read()
    blocks = text.split('\n\n')
    missing = []
    out = []
    for block in blocks:
        m = re.search(r'^msgid ((?:".*"\n?)+)', block, re.M)
        if not m or m.group(1).strip() == '""':
            out.append(block)
            continue
        msgid = ''.join(unquote(part) for part in re.findall(r'"(?:[^"\\]|\\.)*"', m.group(1)))
        current = re.search(r'^msgstr ((?:".*"\n?)+)', block, re.M)
        current_text = ''.join(unquote(p) for p in re.findall(r'"(?:[^"\\]|\\.)*"', current.group(1))) if current else ''
        value = translations.get(msgid, current_text)
        if not value:
            missing.append(msgid)
        block = re.sub(r'^msgstr (?:".*"\n?)+', lambda _m: f'msgstr {quote(value)}' + ('\n' if _m.group(0).endswith('\n') else ''), block, flags=re.M)
        out.append(block)
    open(po_path, 'w', encoding='utf-8').write('\n\n'.join(out))
    for msgid in missing:
        print(f'missing: {msgid}', file=sys.stderr)
    return 1 if missing else 0


if __name__ == '__main__':
    sys.exit(main())
