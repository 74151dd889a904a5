#!/bin/bash
# Interop check of the mail intake against a real IMAP server: installs Debian's Dovecot (root and
# apt needed), runs it on loopback (127.0.0.1:10143, plain IMAP, a throw-away Maildir), puts two
# players' order mails in the umpire's inbox, and runs one round of `umpire watch` against it:
# both mails must land in umpire/processed, both receipts in the game's outbox, and the set-up
# must be resolved. Leaves nothing behind but the installed package. See docs/mail-in.md.
#
#   sudo scripts/interop-dovecot.sh            # from the repository root
set -eu

ROOT=$(cd "$(dirname "$0")/.." && pwd)
PORT=${UMPIRE_INTEROP_PORT:-10143}
WORK=$(mktemp -d /tmp/umpire-dovecot.XXXXXX)
export UMPIRE_IMAP_PASSWORD=interop-pw

say() { printf '%s\n' "interop: $*"; }
fail() { say "FAILED: $*"; exit 1; }

if ! command -v dovecot >/dev/null 2>&1; then
    say "installing dovecot-imapd (Debian package)"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q dovecot-imapd >/dev/null
fi

# Dovecot never opens mail as root: the mailbox belongs to "nobody".
MAIL_UID=$(id -u nobody); MAIL_GID=$(id -g nobody)
mkdir -p "$WORK/run" "$WORK/state" "$WORK/mail/umpire/new" "$WORK/mail/umpire/cur" "$WORK/mail/umpire/tmp" "$WORK/home"
printf 'umpire:{PLAIN}%s\n' "$UMPIRE_IMAP_PASSWORD" > "$WORK/passwd"
chmod 755 "$WORK"          # Dovecot's auth process (user dovecot) reads the throw-away passwd file
chmod 644 "$WORK/passwd"
cat > "$WORK/dovecot.conf" <<CONF
protocols = imap
listen = 127.0.0.1
base_dir = $WORK/run
state_dir = $WORK/state
log_path = $WORK/dovecot.log
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
first_valid_uid = 1
mail_location = maildir:$WORK/mail/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u $WORK/passwd
}
userdb {
  driver = static
  args = uid=$MAIL_UID gid=$MAIL_GID home=$WORK/home/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = $PORT
  }
  inet_listener imaps {
    port = 0
  }
}
CONF

stop() {
    if [ -f "$WORK/run/master.pid" ]; then
        pid=$(cat "$WORK/run/master.pid")
        kill "$pid" 2>/dev/null || true
        for _ in 1 2 3 4 5 6 7 8 9 10; do kill -0 "$pid" 2>/dev/null || break; sleep 0.3; done
    fi
    [ -n "${UMPIRE_INTEROP_KEEP:-}" ] && say "kept $WORK" || rm -rf "$WORK"
}
trap stop EXIT

chown -R "$MAIL_UID:$MAIL_GID" "$WORK/mail" "$WORK/home"
say "starting dovecot on 127.0.0.1:$PORT"
dovecot -c "$WORK/dovecot.conf"
i=0
while ! (exec 3<>/dev/tcp/127.0.0.1/$PORT) 2>/dev/null; do
    i=$((i + 1)); [ $i -lt 50 ] || fail "dovecot did not start; see its log:
$(cat "$WORK/dovecot.log" 2>/dev/null)"
    sleep 0.2
done

UMPIRE="$ROOT/umpire"
G="--games-dir $WORK/games"
say "creating game interop, issuing secrets"
$UMPIRE new interop --us us@interop.test --jp jp@interop.test --us-lang en --jp-lang fr --seed 1 $G >/dev/null
$UMPIRE player secret interop US $G >/dev/null
$UMPIRE player secret interop JP $G >/dev/null
secret() { # the code mailed to the player of side $1, read from the outbox
    grep -l "($1)" "$WORK/games/interop/outbox/"*.eml | xargs grep -h -o 'code *: [!-~]*' | head -1 | sed 's/^code *: //'
}
US_CODE=$(secret US); JP_CODE=$(secret JP)
[ -n "$US_CODE" ] && [ -n "$JP_CODE" ] || fail "no secret found in the outbox"

n=0
order_mail() { # from, subject, body
    n=$((n + 1))
    printf 'Message-ID: <interop-%s@interop.test>\nFrom: %s\nTo: umpire@localhost\nSubject: %s\nDate: %s\nContent-Type: text/plain; charset=UTF-8\n\n%s\n' \
        "$n" "$1" "$2" "$(date -R)" "$3" > "$WORK/mail/umpire/new/$(date +%s).$n.interop"
    chown "$MAIL_UID:$MAIL_GID" "$WORK/mail/umpire/new/"*
}
order_mail us@interop.test "Re: [interop] T0 set-up" "Hi umpire,

$(grep -v '^#' "$ROOT/orders-examples/en/setup.txt")
code: $US_CODE

Regards,
Chester

> Orders awaited from US"
order_mail jp@interop.test "RE: [interop] mise en place" "Bonjour,

place I-168 at K6
code : $JP_CODE

Cordialement"

say "one round of umpire watch against dovecot"
$UMPIRE watch --imap "imap://umpire@127.0.0.1:$PORT/INBOX" --once $G

processed=$(find "$WORK/mail/umpire/.umpire.processed/cur" "$WORK/mail/umpire/.umpire.processed/new" -type f 2>/dev/null | wc -l)
[ "$processed" -eq 2 ] || fail "expected 2 mails in umpire/processed, found $processed"
receipts=$(grep -l -i "receipt\|accus" "$WORK/games/interop/outbox/"*.eml | wc -l)
[ "$receipts" -ge 2 ] || fail "expected 2 receipts in the outbox, found $receipts"
ls "$WORK/games/interop/journal" | grep -q set-up || fail "the set-up was not resolved"
$UMPIRE status interop $G
say "OK: 2 mails read from dovecot, filed in umpire/processed, receipted, set-up resolved"
