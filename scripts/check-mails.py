#!/usr/bin/env python3
"""Reads a game's outbox with Python's standard MIME parser (see docs/orders.md) and checks each player's mail:

- multipart/mixed > multipart/related > (multipart/alternative: text/plain, text/html) + image/png
  inline, whose Content-ID the HTML names (<img src="cid:...">), then the map and the CSV attached;
- the subject, and the threading: every mail of one game and side has In-Reply-To and References
  pointing at the same thread id, and a Message-ID of its own.

    scripts/check-mails.py games/GAME/outbox [--tree]

Exit codes: 0 every mail is well formed, 1 a mail is not (each problem printed), 2 bad arguments.
"""
import email
import email.policy
import pathlib
import re
import sys


def tree(part, depth=0):
    line = "  " * depth + part.get_content_type()
    cid = part.get("Content-ID")
    if cid:
        line += " " + cid
    disp = part.get_content_disposition()
    if disp:
        line += " (" + disp + (", " + part.get_filename() if part.get_filename() else "") + ")"
    out = [line]
    if part.is_multipart():
        for sub in part.iter_parts():
            out += tree(sub, depth + 1)
    return out


def check(path):
    problems = []
    msg = email.message_from_bytes(path.read_bytes(), policy=email.policy.default)
    if msg.get_content_type() != "multipart/mixed":
        return msg, ["top part is %s, not multipart/mixed" % msg.get_content_type()]
    parts = list(msg.iter_parts())
    related = parts[0]
    if related.get_content_type() != "multipart/related":
        return msg, ["first part is %s, not multipart/related" % related.get_content_type()]
    inner = list(related.iter_parts())
    alternative = inner[0]
    kinds = [p.get_content_type() for p in alternative.iter_parts()]
    if kinds != ["text/plain", "text/html"]:
        problems.append("alternative holds %s, not text/plain then text/html" % kinds)
    html = alternative.get_body(("html",)).get_content()
    images = [p for p in inner[1:] if p.get_content_type() == "image/png"]
    if not images:
        problems.append("no inline image beside the HTML")
    for img in images:
        cid = (img.get("Content-ID") or "").strip("<>")
        if "cid:" + cid not in html:
            problems.append("the HTML does not show the inline image cid:%s" % cid)
        if img.get_content_disposition() != "inline":
            problems.append("the map is not inline")
    attached = [p.get_content_type() for p in parts[1:]]
    if "image/png" not in attached or not any(a.startswith("text/csv") for a in attached):
        problems.append("attachments are %s: the map and the CSV are expected" % attached)
    if not msg["Subject"]:
        problems.append("no subject")
    if not msg["Message-ID"] or not msg["In-Reply-To"] or msg["In-Reply-To"] != msg["References"]:
        problems.append("threading headers missing or different")
    return msg, problems


def main(argv):
    if len(argv) < 2 or not pathlib.Path(argv[1]).is_dir():
        print(__doc__, file=sys.stderr)
        return 2
    show_tree = "--tree" in argv
    threads = {}
    bad = 0
    for path in sorted(pathlib.Path(argv[1]).glob("*.eml")):
        msg, problems = check(path)
        side = re.sub(r".*\.(us|jp|umpire)\.thread@.*", r"\1", str(msg["In-Reply-To"] or "?"))
        threads.setdefault(side, set()).add(str(msg["In-Reply-To"]))
        status = "ok  " if not problems else "BAD "
        print("%s %-8s %s" % (status, side, msg["Subject"]))
        if show_tree:
            print("\n".join("       " + t for t in tree(msg)))
        for p in problems:
            print("       - " + p)
        bad += bool(problems)
    for side, ids in threads.items():
        if len(ids) != 1:
            print("BAD  the mails to %s are in %d threads: %s" % (side, len(ids), sorted(ids)))
            bad += 1
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
