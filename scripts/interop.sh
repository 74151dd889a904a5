#!/usr/bin/env bash
# Interop and chaos run of see docs/mail-in.md: `umpire watch` against Debian's real Dovecot and Postfix on loopback.
#
#   sudo scripts/interop.sh [MAILS]        # MAILS player and hostile mails in the chaos run (default 300)
#   sudo scripts/interop.sh bench [N]      # the benchmark: N order mails (default 1000) over IMAPS, receipts
#                                          # through Postfix's submission; wall and CPU time of the watch round
#
# What is real: Debian's Dovecot (IMAPS on 127.0.0.1:10993, TLS with a private CA made here with openssl,
# a throw-away Maildir per user) and a Postfix instance of its own (`postfix -c DIR`, its own queue, nothing
# of /etc/postfix touched): port 10587 is submission (STARTTLS required, then AUTH through Dovecot's SASL
# socket), port 10025 is the inbound MX (no AUTH, STARTTLS offered). Postfix's virtual(8) delivers every
# mail into the Maildir of its recipient (umpire@, us@, jp@, umpire-desk@interop.test, anything else to a
# sink mailbox), and Dovecot serves the umpire's Maildir over IMAPS. The players write with a real client
# (swaks) through submission with STARTTLS + AUTH LOGIN; strangers write to the MX port, as from outside.
# `umpire watch --imap --every 2s` reads the mailbox over IMAPS and sends every receipt and report through
# the same submission port (STARTTLS + AUTH, `trust-file` = the private CA). What is simulated: the
# Internet (every domain is local), the players (a loop that writes their mails), and the outages (the
# script stops and starts Dovecot and Postfix itself, `doveadm stop` / `postfix -c DIR stop`).
#
# The run: a game is created, the secret codes are read from the welcome mails in the players' Maildirs,
# the set-up orders and the first phases are played by mail, then the chaos run mixes both players'
# mails with hostile ones (a stranger, RFC 3696's weird From, a NUL byte, 48 KB of unclosed
# `<blockquote `, a re-sent duplicate, a stranger re-using a player's Message-ID) while Dovecot and Postfix
# are each restarted several times; meanwhile a second `umpire watch` runs beside the first on the same games
# and mailbox until it is killed with kill -9 (it may leave the intake's lock file naming it), and later a
# squatter (another program) holds the intake's lock for 8 s. At the end: watch never exited, every player mail is recorded once
# in the game's mail/received.log, the game's reply queue is empty, every Message-ID of the sent logs is
# in a delivered mail, the inbox and Postfix's queue are empty. Exit 1 when a check fails; exit 0 with
# "interop: SKIPPED: ..." when it cannot run (not root, no apt-get, install impossible).
# UMPIRE_INTEROP_KEEP=1 keeps the work folder. See docs/mail-in.md, "Interop with a real IMAP server".
set -uo pipefail

MODE=chaos
if [ "${1:-}" = bench ]; then MODE=bench; shift; MAILS=${1:-1000}; else MAILS=${1:-300}; fi
ROOT=$(cd "$(dirname "$0")/.." && pwd)
IMAPS_PORT=10993; SUBMISSION_PORT=10587; MX_PORT=10025
T0=$(date +%s)

say() { printf '%s\n' "interop: $*"; }
skip() { say "SKIPPED: $*"; exit 0; }
FAILED=0
check() { # name, condition result (0 ok)
    if [ "$2" -eq 0 ]; then say "ok: $1"; else say "FAILED: $1"; FAILED=1; fi
}
die() { say "FAILED: $*"; exit 1; }

case "$MAILS" in ''|*[!0-9]*) die "MAILS must be a number, not '$MAILS'" ;; esac
[ "$MODE" = chaos ] || command -v python3 >/dev/null 2>&1 || skip "the benchmark needs python3 (its SMTP client)"
[ "$(id -u)" -eq 0 ] || skip "needs root (it installs packages and runs Dovecot and Postfix)"
missing=""
command -v dovecot >/dev/null 2>&1 || missing="$missing dovecot-imapd"
[ -x /usr/sbin/postfix ] || missing="$missing postfix"
command -v swaks >/dev/null 2>&1 || missing="$missing swaks"
command -v openssl >/dev/null 2>&1 || missing="$missing openssl"
if [ -n "$missing" ]; then
    command -v apt-get >/dev/null 2>&1 || skip "no apt-get to install$missing"
    say "installing$missing (apt-get)"
    if ! DEBIAN_FRONTEND=noninteractive timeout 300 apt-get install -y -q $missing >/tmp/umpire-interop-apt.log 2>&1; then
        timeout 300 apt-get update -q >/dev/null 2>&1
        DEBIAN_FRONTEND=noninteractive timeout 300 apt-get install -y -q $missing >/tmp/umpire-interop-apt.log 2>&1 \
            || skip "apt-get install$missing failed (see /tmp/umpire-interop-apt.log)"
    fi
fi
command -v java >/dev/null 2>&1 || [ -n "${JAVA_HOME:-}" ] || skip "no java"

WORK=$(mktemp -d /tmp/umpire-interop.XXXXXX)
chmod 755 "$WORK"
PF="$WORK/postfix"
HOME_U="$WORK/umpire-home"
GAMES="$HOME_U/games"
PW=interop-pw
MAIL_UID=$(id -u nobody); MAIL_GID=$(id -g nobody)
WATCH_PID=""
DOVECOT_CONF="$WORK/dovecot.conf"

dovecot_stop() {
    if [ -f "$WORK/run/master.pid" ]; then
        local pid; pid=$(cat "$WORK/run/master.pid")
        kill "$pid" 2>/dev/null || true
        for _ in $(seq 30); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
        kill -9 "$pid" 2>/dev/null || true
        rm -f "$WORK/run/master.pid"
    fi
}
postfix_stop() { postfix -c "$PF" stop >/dev/null 2>&1 || true; }
CHAOS_PID=""
cleanup() {
    [ -n "$CHAOS_PID" ] && { touch "$WORK/chaos.stop"; kill "$CHAOS_PID" 2>/dev/null; wait "$CHAOS_PID" 2>/dev/null; }
    [ -n "$WATCH_PID" ] && kill "$WATCH_PID" 2>/dev/null
    [ -n "${WATCH2_PID:-}" ] && kill -9 "$WATCH2_PID" 2>/dev/null
    postfix_stop
    postfix -c "$PF" abort >/dev/null 2>&1 || true
    dovecot_stop
    if [ -n "${UMPIRE_INTEROP_KEEP:-}" ]; then say "kept $WORK"; else rm -rf "$WORK"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

wait_port() { # port, what
    for _ in $(seq 100); do
        (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null && return 0
        sleep 0.1
    done
    return 1
}

# --- A private CA and the server's certificate ---------------------------------------------------------
mkdir -p "$WORK/tls"
( cd "$WORK/tls" &&
  openssl req -x509 -newkey rsa:2048 -nodes -keyout ca.key -out ca.pem -days 2 -subj "/CN=Umpire interop CA" &&
  openssl req -newkey rsa:2048 -nodes -keyout server.key -out server.csr -subj "/CN=localhost" &&
  printf 'subjectAltName=DNS:localhost,IP:127.0.0.1\nbasicConstraints=CA:FALSE\n' > ext &&
  openssl x509 -req -in server.csr -CA ca.pem -CAkey ca.key -CAcreateserial -out server.pem -days 2 -extfile ext
) >"$WORK/openssl.log" 2>&1 || die "openssl: $(cat "$WORK/openssl.log")"
chmod 644 "$WORK/tls/"*.pem; chmod 600 "$WORK/tls/"*.key

# --- Dovecot: IMAPS and the SASL socket for Postfix ------------------------------------------------------
mkdir -p "$WORK/run" "$WORK/state" "$WORK/mail" "$WORK/home"
for u in umpire us jp desk sink; do mkdir -p "$WORK/mail/$u/new" "$WORK/mail/$u/cur" "$WORK/mail/$u/tmp"; done
{ for u in umpire us jp stranger; do printf '%s:{PLAIN}%s\n' "$u" "$PW"; done; } > "$WORK/passwd"
chmod 644 "$WORK/passwd"
chown -R "$MAIL_UID:$MAIL_GID" "$WORK/mail" "$WORK/home"
cat > "$DOVECOT_CONF" <<CONF
protocols = imap
listen = 127.0.0.1
base_dir = $WORK/run
state_dir = $WORK/state
log_path = $WORK/dovecot.log
ssl = required
ssl_cert = <$WORK/tls/server.pem
ssl_key = <$WORK/tls/server.key
$( [ -f /usr/share/dovecot/dh.pem ] && echo "ssl_dh = </usr/share/dovecot/dh.pem" )
disable_plaintext_auth = yes
auth_mechanisms = plain login
first_valid_uid = 1
mail_location = maildir:$WORK/mail/%n
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%n $WORK/passwd
}
userdb {
  driver = static
  args = uid=$MAIL_UID gid=$MAIL_GID home=$WORK/home/%n
}
service imap-login {
  inet_listener imap {
    port = 0
  }
  inet_listener imaps {
    address = 127.0.0.1
    port = $IMAPS_PORT
  }
}
service auth {
  unix_listener auth-postfix {
    mode = 0666
  }
}
CONF
dovecot_start() { dovecot -c "$DOVECOT_CONF" && wait_port $IMAPS_PORT; }
dovecot_start || die "Dovecot did not start: $(tail -5 "$WORK/dovecot.log" 2>/dev/null)"

# --- Postfix: an instance of its own ---------------------------------------------------------------------
mkdir -p "$PF" "$WORK/pfq" "$WORK/pfdata"
chown postfix "$WORK/pfdata"
printf '/./ OK\n' > "$PF/domains"
cat > "$PF/mailboxes" <<'MAP'
/^umpire@interop\.test$/ umpire/
/^us@interop\.test$/ us/
/^jp@interop\.test$/ jp/
/^umpire-desk@interop\.test$/ desk/
/./ sink/
MAP
cat > "$PF/main.cf" <<CONF
compatibility_level = 3.6
queue_directory = $WORK/pfq
data_directory = $WORK/pfdata
maillog_file = $WORK/postfix.log
maillog_file_prefixes = $WORK
myhostname = mx.interop.test
mydomain = interop.test
myorigin = interop.test
mydestination =
inet_interfaces = 127.0.0.1
inet_protocols = ipv4
mynetworks = 127.0.0.254/32
relayhost =
biff = no
smtputf8_enable = no
virtual_mailbox_domains = regexp:$PF/domains
virtual_mailbox_maps = regexp:$PF/mailboxes
virtual_mailbox_base = $WORK/mail
virtual_minimum_uid = 1
virtual_uid_maps = static:$MAIL_UID
virtual_gid_maps = static:$MAIL_GID
smtpd_tls_cert_file = $WORK/tls/server.pem
smtpd_tls_key_file = $WORK/tls/server.key
smtpd_tls_security_level = may
smtpd_sasl_type = dovecot
smtpd_sasl_path = $WORK/run/auth-postfix
smtpd_relay_restrictions = permit_sasl_authenticated, reject_unauth_destination
smtpd_client_connection_rate_limit = 0
CONF
cat > "$PF/master.cf" <<CONF
$MX_PORT  inet n - n - - smtpd
$SUBMISSION_PORT inet n - n - - smtpd
  -o smtpd_tls_security_level=encrypt
  -o smtpd_sasl_auth_enable=yes
  -o smtpd_tls_auth_only=yes
  -o smtpd_client_restrictions=permit_sasl_authenticated,reject
cleanup   unix n - n - 0 cleanup
qmgr      unix n - n 300 1 qmgr
tlsmgr    unix - - n 1000? 1 tlsmgr
rewrite   unix - - n - - trivial-rewrite
bounce    unix - - n - 0 bounce
defer     unix - - n - 0 bounce
trace     unix - - n - 0 bounce
verify    unix - - n - 1 verify
flush     unix n - n 1000? 0 flush
proxymap  unix - - n - - proxymap
smtp      unix - - n - - smtp
relay     unix - - n - - smtp
showq     unix n - n - - showq
error     unix - - n - - error
retry     unix - - n - - error
discard   unix - - n - - discard
local     unix - n n - - local
virtual   unix - n n - - virtual
anvil     unix - - n - 1 anvil
scache    unix - - n - 1 scache
postlog   unix-dgram n - n - 1 postlogd
CONF
postfix_start() { # Postfix tells its start-up errors to syslog or a terminal: script(1) gives it one
    if command -v script >/dev/null 2>&1; then
        script -qec "postfix -c '$PF' start" /dev/null >>"$WORK/postfix-start.log" 2>&1
    else
        postfix -c "$PF" start >>"$WORK/postfix-start.log" 2>&1
    fi && wait_port $SUBMISSION_PORT
}
postfix_start || die "Postfix did not start: $(tail -5 "$WORK/postfix-start.log"; tail -5 "$WORK/postfix.log" 2>/dev/null)"
say "Dovecot $(dovecot --version | cut -d' ' -f1) IMAPS 127.0.0.1:$IMAPS_PORT; Postfix $(postconf -h mail_version) submission 127.0.0.1:$SUBMISSION_PORT (STARTTLS+AUTH), MX 127.0.0.1:$MX_PORT"

# --- The umpire's settings and the game --------------------------------------------------------------------
mkdir -p "$HOME_U"
cp "$WORK/tls/ca.pem" "$HOME_U/club-ca.pem"
printf '%s\n' "$PW" > "$HOME_U/imap-password"; printf '%s\n' "$PW" > "$HOME_U/smtp-password"
chmod 600 "$HOME_U/imap-password" "$HOME_U/smtp-password"
cat > "$HOME_U/mail.yaml" <<YAML
from: "Umpire Midway <umpire@interop.test>"
umpire: umpire-desk@interop.test
smtp:
  host: 127.0.0.1
  port: $SUBMISSION_PORT
  security: starttls
  user: umpire
  password-file: smtp-password
  trust-file: club-ca.pem
  timeout-seconds: 10
imap:
  host: 127.0.0.1
  port: $IMAPS_PORT
  security: tls
  user: umpire
  password-file: imap-password
  folder: INBOX
  trust-file: club-ca.pem
  timeout-seconds: 10
retry:
  attempts: 2
  first-delay-seconds: 1
  max-delay-seconds: 2
  give-up-seconds: 5
YAML
export UMPIRE_HOME="$HOME_U"
[ -f "$ROOT/umpire-cli/target/umpire.jar" ] || (cd "$ROOT" && ./mvnw -B -o -q package -DskipTests) || die "build failed"
export UMPIRE_NO_BUILD=1
UMPIRE="$ROOT/umpire"
$UMPIRE new interop --us us@interop.test --jp jp@interop.test --us-lang en --jp-lang en --seed 1 >"$WORK/new.log" 2>&1 \
    || die "umpire new: $(cat "$WORK/new.log")"

maildir_files() { find "$WORK/mail/$1/new" "$WORK/mail/$1/cur" -type f 2>/dev/null; }
secret() { # the code in the welcome mail of user $1
    maildir_files "$1" | xargs -r grep -h -o -a 'code *: *[!-~]*' 2>/dev/null | head -1 | sed 's/^code *: *//'
}

# --- The benchmark (see docs/mail-in.md): N order mails over IMAPS, receipts through Postfix ---------------------------
if [ "$MODE" = bench ]; then
    $UMPIRE send interop >"$WORK/send.log" 2>&1 || die "umpire send (the welcome mails): $(tail -5 "$WORK/send.log")"
    US_CODE=""
    for _ in $(seq 60); do US_CODE=$(secret us); [ -n "$US_CODE" ] && break; sleep 1; done
    [ -n "$US_CODE" ] || die "no welcome mail with a code reached the US player"
    say "bench: sending $MAILS order mails through submission (STARTTLS + AUTH, one session per 100 mails)"
    B0=$(date +%s)
    python3 - "$SUBMISSION_PORT" "$PW" "$WORK/tls/ca.pem" "$MAILS" "$US_CODE" <<'PY' || die "the order mails could not be sent"
import email.utils, smtplib, ssl, sys, time
port, pw, ca, n, code = int(sys.argv[1]), sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5]
ctx = ssl.create_default_context(cafile=ca)
stamp = int(time.time())
s = None
for i in range(n):
    if i % 100 == 0:
        if s:
            s.quit()
        s = smtplib.SMTP('127.0.0.1', port, timeout=60)
        s.starttls(context=ctx)
        s.login('us', pw)
    msg = ("Message-ID: <bench%d.%d@mail.interop.test>\r\nFrom: Chester Nimitz <us@interop.test>\r\n"
           "To: Umpire <umpire@interop.test>\r\nSubject: Re: [interop] orders\r\nDate: %s\r\nMIME-Version: 1.0\r\n"
           "Content-Type: text/plain; charset=UTF-8\r\n\r\nHello,\r\n\r\nYorktown N%d\r\nSS1 -> H4\r\ncode: %s\r\n\r\n"
           "Regards,\r\nChester\r\n") % (i, stamp, email.utils.formatdate(), 4 + i % 3, code)
    s.sendmail('us@interop.test', ['umpire@interop.test'], msg)
s.quit()
PY
    for _ in $(seq 600); do [ "$(maildir_files umpire | wc -l)" -ge "$MAILS" ] && break; sleep 1; done
    inbox=$(maildir_files umpire | wc -l)
    [ "$inbox" -ge "$MAILS" ] || die "only $inbox of $MAILS mails reached the umpire's inbox"
    say "bench: $inbox mails in the umpire's inbox after $(( $(date +%s) - B0 )) s; one round of umpire watch --imap --once:"
    before=$(maildir_files us | wc -l)
    TIMEFORMAT='%R %U %S'
    W0=$(date +%s.%N)
    { time (cd "$HOME_U" && "$UMPIRE" watch --imap --once --every 60s >"$WORK/watch.log" 2>&1; echo $? >"$WORK/watch.rc"); } 2>"$WORK/watch.time"
    read -r WALL USER SYS < "$WORK/watch.time"
    for _ in $(seq 600); do
        pfq=$(find "$WORK/pfq/incoming" "$WORK/pfq/active" "$WORK/pfq/deferred" "$WORK/pfq/maildrop" -type f 2>/dev/null | wc -l)
        [ "$pfq" -eq 0 ] && [ $(( $(maildir_files us | wc -l) - before )) -ge "$MAILS" ] && break
        sleep 0.2
    done
    DELIVERED_S=$(awk -v a="$W0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
    receipts=$(( $(maildir_files us | wc -l) - before ))
    processed=$(find "$WORK/mail/umpire/.umpire.processed/new" "$WORK/mail/umpire/.umpire.processed/cur" -type f 2>/dev/null | wc -l)
    stored=$(grep -c -E ': interop US: (stored|replaced)' "$WORK/watch.log")
    check "watch --once exited 0 (it exited $(cat "$WORK/watch.rc"))" "$(cat "$WORK/watch.rc")"
    check "every mail read and filed ($stored stored, $processed in umpire/processed, of $MAILS)" \
        $([ "$stored" -eq "$MAILS" ] && [ "$processed" -eq "$MAILS" ] && echo 0 || echo 1)
    check "every receipt delivered by Postfix into the player's mailbox ($receipts of $MAILS)" \
        $([ "$receipts" -eq "$MAILS" ] && echo 0 || echo 1)
    say "BENCHMARK: $MAILS order mails over IMAPS (Dovecot), each stored and receipted through Postfix submission (STARTTLS + AUTH):"
    say "BENCHMARK: watch round ${WALL} s wall, CPU $(awk -v u="$USER" -v s="$SYS" 'BEGIN { printf "%.1f s (user %.1f, system %.1f)", u + s, u, s }'); every receipt in the player's Maildir ${DELIVERED_S} s after the round started (goal: under 30 s)"
    say "BENCHMARK: machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
    if [ $FAILED -ne 0 ]; then tail -15 "$WORK/watch.log"; say "FAILED"; exit 1; fi
    say "OK"
    exit 0
fi

(cd "$HOME_U" && exec "$UMPIRE" watch --imap --every 2s) >"$WORK/watch.log" 2>&1 &
WATCH_PID=$!
say "umpire watch --imap --every 2s started (pid $WATCH_PID)"
US_CODE=""; JP_CODE=""
for _ in $(seq 60); do
    US_CODE=$(secret us); JP_CODE=$(secret jp)
    [ -n "$US_CODE" ] && [ -n "$JP_CODE" ] && break
    sleep 1
done
[ -n "$US_CODE" ] && [ -n "$JP_CODE" ] || die "no welcome mail with a code reached the players; watch log:
$(tail -20 "$WORK/watch.log")"
say "the players' codes read from their welcome mails (delivered by Postfix)"

# --- Sending mails -------------------------------------------------------------------------------------------
SENT=0; SENT_PLAYER=0; SENT_HOSTILE=0; SEND_RETRIES=0; REFUSED_BY_MTA=0
: > "$WORK/player-ids"
n=0
send() { # port, login ('' for the MX), envelope from, file: retried until Postfix takes it
    local port=$1 login=$2 from=$3 file=$4 out tries=0
    local args=(--server 127.0.0.1 --port "$port" --from "$from" --to umpire@interop.test --data - --timeout 15)
    [ -n "$login" ] && args+=(--tls --auth LOGIN --auth-user "$login" --auth-password "$PW")
    while :; do
        out=$(swaks "${args[@]}" <"$file" 2>&1 | tr -d '\000') && { SENT=$((SENT + 1)); return 0; }
        if printf '%s' "$out" | grep -q '^ *<~* *5[0-9][0-9] '; then
            REFUSED_BY_MTA=$((REFUSED_BY_MTA + 1)); say "Postfix refused $(basename "$file"): $(printf '%s' "$out" | grep -m1 '<~* *5[0-9][0-9] ')"
            return 1
        fi
        tries=$((tries + 1)); SEND_RETRIES=$((SEND_RETRIES + 1))
        [ $tries -lt 120 ] || die "could not send $(basename "$file") for 2 minutes: $out"
        sleep 1
    done
}
mail_file() { # message-id, from header, subject, body; the caller counts n (this runs in $(...))
    local f="$WORK/out/$n.eml"; mkdir -p "$WORK/out"
    printf 'Message-ID: <%s>\r\nFrom: %s\r\nTo: Umpire <umpire@interop.test>\r\nSubject: %s\r\nDate: %s\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=UTF-8\r\n\r\n%s\r\n' \
        "$1" "$2" "$3" "$(date -R)" "$4" > "$f"
    printf '%s' "$f"
}
player_mail() { # side (us|jp), body; echoes nothing
    local side=$1 body=$2 code id f name
    n=$((n + 1))
    if [ "$side" = us ]; then code=$US_CODE; name="Chester Nimitz"; else code=$JP_CODE; name="Isoroku Yamamoto"; fi
    id="p$n.$side.$RANDOM@mail.interop.test"
    f=$(mail_file "$id" "$name <$side@interop.test>" "Re: [interop] orders" "Hi umpire,

$body
code: $code

Regards,
$name")
    send $SUBMISSION_PORT "$side" "$side@interop.test" "$f" || return 1
    printf '%s\t%s\n' "<$id>" "$side" >> "$WORK/player-ids"
    SENT_PLAYER=$((SENT_PLAYER + 1))
    LAST_ID=$id; LAST_FILE=$f; LAST_SIDE=$side
}
status_line() { $UMPIRE status interop 2>/dev/null | grep -i 'awaited' | head -1; }
journal_count() { ls "$GAMES/interop/journal" 2>/dev/null | wc -l; }
wait_journal() { # until the journal has more than $1 entries (max 60 s)
    for _ in $(seq 120); do [ "$(journal_count)" -gt "$1" ] && return 0; sleep 0.5; done; return 1
}

# --- The first turns, by mail ----------------------------------------------------------------------------------
j=$(journal_count)
player_mail us "Here are my orders:
$(grep -v '^#' "$ROOT/orders-examples/en/setup.txt")"
player_mail jp "place I-168 at K6"
wait_journal "$j" || die "the set-up was not resolved; watch log:
$(tail -20 "$WORK/watch.log")"
say "set-up played by mail and resolved: $(status_line)"
for phase in 1 2 3; do
    j=$(journal_count)
    st=$(status_line)
    case "$st" in *US*) player_mail us "nothing" ;; esac
    case "$st" in *JP*) player_mail jp "pass" ;; esac
    wait_journal "$j" || die "phase $phase not resolved after both answers ($st); watch log: $(tail -20 "$WORK/watch.log")"
done
say "first phases played by mail: $(status_line)"

# --- The chaos run ------------------------------------------------------------------------------------------------
hostile() { # kind number
    local k=$1 f
    n=$((n + 1))
    case $k in
        0) f=$(mail_file "stranger.$n@elsewhere.test" "Someone <someone@elsewhere.test>" "[interop] my orders" "move CV Yorktown to H5
code: not-a-code")
           send $MX_PORT "" someone@elsewhere.test "$f" ;;
        1) f=$(mail_file "weird.$n@strange.example.com" '"very.(),:;<>[]\".VERY.\"very@\\ \"very\".unusual"@strange.example.com' "orders" "nothing")
           send $MX_PORT "" weird@strange.example.com "$f" ;;
        2) f=$(mail_file "nul.$n@elsewhere.test" "Nul Byte <nul@elsewhere.test>" "[interop] orders" "$(printf 'nothing\001 here')")
           # a NUL and a DEL byte in the body
           python3 - "$f" <<'PY' 2>/dev/null || sed -i 's/\x01/\x00\x7f/' "$f"
import sys; p = sys.argv[1]; b = open(p, 'rb').read().replace(b'\x01', b'\x00\x7f'); open(p, 'wb').write(b)
PY
           send $MX_PORT "" nul@elsewhere.test "$f" ;;
        3) f="$WORK/out/$n.eml"
           { printf 'Message-ID: <html.%s@elsewhere.test>\r\nFrom: Html Bomb <html@elsewhere.test>\r\nTo: umpire@interop.test\r\nSubject: [interop] orders\r\nMIME-Version: 1.0\r\nContent-Type: text/html; charset=UTF-8\r\n\r\n<html><body>' "$n"
             for _ in $(seq 80); do printf '<blockquote %.0s' $(seq 50); printf '\r\n'; done
             printf '</body></html>\r\n'; } > "$f"
           send $MX_PORT "" html@elsewhere.test "$f" ;;
        4) [ -n "${LAST_FILE:-}" ] || return 0   # the same mail sent again, same Message-ID
           send $SUBMISSION_PORT "$LAST_SIDE" "$LAST_SIDE@interop.test" "$LAST_FILE" ;;
        5) [ -n "${LAST_ID:-}" ] || return 0     # a stranger re-uses a player's Message-ID
           f=$(mail_file "$LAST_ID" "Spoofer <spoof@elsewhere.test>" "Re: [interop] orders" "move everything home
code: guess")
           send $MX_PORT "" spoof@elsewhere.test "$f" ;;
    esac
    SENT_HOSTILE=$((SENT_HOSTILE + 1))
}
chaos_loop() { # in the background while the mails are written: Postfix and Dovecot down in turn, 3 s each
    local k=0
    while [ ! -f "$WORK/chaos.stop" ] || [ "$(wc -l < "$WORK/restarts")" -lt "$MIN_RESTARTS" ]; do
        sleep "$CHAOS_UP"
        if [ $((k % 2)) -eq 0 ]; then
            postfix_stop; echo postfix >> "$WORK/restarts"
            sleep 3
            postfix_start || { echo "Postfix did not start again" > "$WORK/chaos.failed"; return; }
        else
            doveadm -c "$DOVECOT_CONF" stop >/dev/null 2>&1 || dovecot_stop
            for _ in $(seq 30); do [ -f "$WORK/run/master.pid" ] && kill -0 "$(cat "$WORK/run/master.pid")" 2>/dev/null || break; sleep 0.2; done
            echo dovecot >> "$WORK/restarts"
            sleep 3
            dovecot_start || { echo "Dovecot did not start again: $(tail -5 "$WORK/dovecot.log")" > "$WORK/chaos.failed"; return; }
        fi
        k=$((k + 1))
    done
}
: > "$WORK/restarts"
MIN_RESTARTS=${UMPIRE_INTEROP_RESTARTS:-6}      # at least 3 of each
CHAOS_UP=${UMPIRE_INTEROP_UP:-4}                # seconds up between two outages
chaos_loop &
CHAOS_PID=$!
say "chaos run: $MAILS mails; meanwhile Postfix or Dovecot down for 3 s every ${CHAOS_UP} s (at least $MIN_RESTARTS outages)"
CHAOS_T0=$(date +%s)
# docs/mail-in.md: a second watch on the same games and mailbox (one intake at a time: it never stores a mail twice),
# killed with kill -9 a third of the way (its lock file may then name a dead process: taken over), and a
# squatter holding the intake's lock for 8 s two thirds of the way (no round fails; its mails wait)
(cd "$HOME_U" && exec "$UMPIRE" watch --imap --every 3s) >"$WORK/watch2.log" 2>&1 &
WATCH2_PID=$!
SQUAT_PID=""; WATCH2_KILLED=""
squat() {
    python3 - "$GAMES/.mail-in/intake.lock" "$WORK/squat.held" <<'PY'
import fcntl, os, sys, time
f = open(sys.argv[1], 'r+')
fcntl.lockf(f, fcntl.LOCK_EX)          # POSIX lock, as the program's: waits for the round under way to let go
f.seek(0); f.truncate(); f.write('pid: %d\ncommand: interop squatter\nsince: now\n' % os.getpid()); f.flush()
open(sys.argv[2], 'w').close()
time.sleep(8)
PY
}
h=0
for i in $(seq "$MAILS"); do
    if [ "$i" -eq $((MAILS / 3)) ]; then
        kill -0 "$WATCH2_PID" 2>/dev/null && WATCH2_KILLED=yes
        kill -9 "$WATCH2_PID" 2>/dev/null; wait "$WATCH2_PID" 2>/dev/null
    fi
    if [ "$i" -eq $((2 * MAILS / 3)) ] && [ -f "$GAMES/.mail-in/intake.lock" ]; then
        squat & SQUAT_PID=$!
    fi
    if [ $((i % 5)) -eq 0 ]; then
        hostile $((h % 6)); h=$((h + 1))
    elif [ $((i % 2)) -eq 0 ]; then
        player_mail us "$( [ $((i % 4)) -eq 0 ] && echo nothing || echo pass )"
    else
        player_mail jp "$( [ $((i % 3)) -eq 0 ] && echo nothing || echo pass )"
    fi
    [ -f "$WORK/chaos.failed" ] && die "$(cat "$WORK/chaos.failed")"
    kill -0 "$WATCH_PID" 2>/dev/null || die "watch exited during the chaos run; its log: $(tail -20 "$WORK/watch.log")"
done
[ -n "$SQUAT_PID" ] && wait "$SQUAT_PID"
touch "$WORK/chaos.stop"; wait "$CHAOS_PID"; CHAOS_PID=""
[ -f "$WORK/chaos.failed" ] && die "$(cat "$WORK/chaos.failed")"
RESTARTS_POSTFIX=$(grep -c postfix "$WORK/restarts"); RESTARTS_DOVECOT=$(grep -c dovecot "$WORK/restarts")
say "chaos run sent: $SENT_PLAYER player mails, $SENT_HOSTILE hostile; $RESTARTS_POSTFIX Postfix and $RESTARTS_DOVECOT Dovecot restarts; $SEND_RETRIES send retries while a server was down"

# --- Settle: servers up, a few watch rounds, everything read and delivered ---------------------------------------
settled=1
for _ in $(seq 90); do
    inbox=$(maildir_files umpire | wc -l)
    pfq=$(find "$WORK/pfq/incoming" "$WORK/pfq/active" "$WORK/pfq/deferred" "$WORK/pfq/maildrop" -type f 2>/dev/null | wc -l)
    gq=$(find "$GAMES" -path '*/mail/queue/*' -type f 2>/dev/null | wc -l)
    [ "$inbox" -eq 0 ] && [ "$pfq" -eq 0 ] && [ "$gq" -eq 0 ] && { settled=0; break; }
    sleep 2
done
sleep 6   # a few more rounds
ELAPSED=$(( $(date +%s) - T0 )); CHAOS_S=$(( $(date +%s) - CHAOS_T0 ))

# --- Checks -------------------------------------------------------------------------------------------------------------
alive=1; kill -0 "$WATCH_PID" 2>/dev/null && alive=0
check "watch never exited (pid $WATCH_PID)" $alive
CPU="?"
if [ $alive -eq 0 ]; then
    read -r -a st < <(sed 's/.*) //' "/proc/$WATCH_PID/stat")
    CPU=$(awk -v u="${st[11]}" -v s="${st[12]}" -v hz="$(getconf CLK_TCK)" 'BEGIN { printf "%.1f s (user %.1f, system %.1f)", (u+s)/hz, u/hz, s/hz }')
fi
check "inbox, Postfix queue and reply queue empty after the run" $settled

check "the second watch ran until its kill -9 (it did not exit by itself)" $([ "$WATCH2_KILLED" = yes ] && echo 0 || echo 1)
SQUAT_SEEN=$(cat "$WORK/watch.log" "$WORK/watch2.log" | grep -c 'mails not read this round')
TAKEN_OVER=$(cat "$WORK/watch.log" "$WORK/watch2.log" | grep -c 'taken over: it named')
check "the squatter held the intake's lock ($SQUAT_SEEN round(s) left their mails to the holder; lock file taken over $TAKEN_OVER time(s))" \
    $([ -f "$WORK/squat.held" ] && echo 0 || echo 1)
RECEIVED="$GAMES/interop/mail/received.log"
# received.log names each mail by a digest of the mail itself (see docs/mail-in.md#threat-model: Message-ID, sender, subject,
# text), not by its Message-ID: each player mail is found by its Message-ID in the watch log's lines that
# read it ("stored", "replaced", "kept", "refused as stale"), exactly once; a re-delivery says "handled before".
bad=0; once=0; missing_ids=""
while IFS=$'\t' read -r id side; do
    c=$(cat "$WORK/watch.log" "$WORK/watch2.log" | grep -F -- "$id from " | grep -c -E ': interop (US|JP): (stored|replaced|kept|not read, stale)')
    # a mail stored by the second watch just before its kill -9, the log line not yet written: the next reading
    # of it says "read before" (the game's received.log has it) or "handled before, skipped" (the folder's
    # handled.log has it, written only once the game stored it); received.log's count and keys are checked below
    if [ "$c" -eq 0 ] && cat "$WORK/watch.log" "$WORK/watch2.log" | grep -F -- "$id from " \
        | grep -q -E ': (read before \(|handled before, skipped)'; then c=1; fi
    if [ "$c" -eq 1 ]; then once=$((once + 1)); else bad=$((bad + 1)); missing_ids="$missing_ids $id($c)"; fi
done < "$WORK/player-ids"
check "every player mail read exactly once ($once of $SENT_PLAYER)${missing_ids:+: not once:$missing_ids}" $bad
lines=$(wc -l < "$RECEIVED")
check "received.log holds only the players' mails ($lines lines)" $([ "$lines" -eq "$SENT_PLAYER" ] && echo 0 || echo 1)
twice=$(cut -f2 "$RECEIVED" | sort | uniq -d | wc -l)
check "received.log names each mail once ($twice named twice)" $([ "$twice" -eq 0 ] && echo 0 || echo 1)

processed=$(find "$WORK/mail/umpire/.umpire.processed" -path '*/new/*' -o -path '*/cur/*' -type f 2>/dev/null | wc -l)
processed=$(find "$WORK/mail/umpire/.umpire.processed/new" "$WORK/mail/umpire/.umpire.processed/cur" -type f 2>/dev/null | wc -l)
failed=$(find "$WORK/mail/umpire/.umpire.failed/new" "$WORK/mail/umpire/.umpire.failed/cur" -type f 2>/dev/null | wc -l)
check "every mail that reached the inbox was filed ($processed processed + $failed failed = $SENT sent)" \
    $([ $((processed + failed)) -eq "$SENT" ] && echo 0 || echo 1)

# every Message-ID of the sent logs is in a mail delivered by Postfix
: > "$WORK/delivered-ids"
for u in us jp desk sink; do
    maildir_files $u | xargs -r grep -h -i -a -m1 '^Message-ID:' | sed 's/^[^:]*: *//' | tr -d '\r' >> "$WORK/delivered-ids"
done
sort -u "$WORK/delivered-ids" -o "$WORK/delivered-ids"
SENTLOG_IDS=$(find "$HOME_U" -name sent.log -exec grep -h -o '<[^>]*>' {} + | sort -u)
SENTLOG_N=$(printf '%s\n' "$SENTLOG_IDS" | grep -c .)
undelivered=$(printf '%s\n' "$SENTLOG_IDS" | grep . | comm -23 - "$WORK/delivered-ids" | wc -l)
check "every mail of the sent logs delivered ($SENTLOG_N in the sent logs, $undelivered not found in a mailbox)" \
    $([ "$undelivered" -eq 0 ] && [ "$SENTLOG_N" -gt 0 ] && echo 0 || echo 1)
RECEIPTS=$(for u in us jp; do maildir_files $u | xargs -r grep -l -a -i -m1 '^Subject:.*\(receipt\|received\)' ; done | wc -l)
WELCOMES=$(for u in us jp; do maildir_files $u | xargs -r grep -l -a -i -m1 '^Subject:.*Welcome' ; done | wc -l)
REPORTS=$(( $(for u in us jp desk; do maildir_files $u; done | wc -l) - RECEIPTS - WELCOMES ))
ANSWERS=$(maildir_files sink | wc -l)
TOTAL_DELIVERED=$(for u in us jp desk sink; do maildir_files $u; done | wc -l)
grep -q -i 'exception\|NullPointer' "$WORK/watch.log" && say "note: the watch log names an exception: $(grep -m3 -i 'exception' "$WORK/watch.log")"

say "figures: $SENT mails sent ($SENT_PLAYER player, $SENT_HOSTILE hostile, $SEND_RETRIES retries while a server was down, $REFUSED_BY_MTA refused by Postfix)"
say "figures: $once player mails stored once; inbox filed $processed processed, $failed failed (refused or answered)"
say "figures: delivered by Postfix $TOTAL_DELIVERED mails: $RECEIPTS receipts, $REPORTS reports (players and umpire), $WELCOMES welcomes, $ANSWERS answers to strangers; sent logs $SENTLOG_N"
say "figures: restarts: Postfix $RESTARTS_POSTFIX, Dovecot $RESTARTS_DOVECOT; elapsed ${ELAPSED}s (chaos and settle ${CHAOS_S}s); watch CPU $CPU; game: $(status_line)"
say "figures: watch log: $(grep -c -i 'unreachable\|cannot' "$WORK/watch.log") outage lines, $(grep -c -i ' back after' "$WORK/watch.log") back lines; second watch: $(grep -c -E ': interop (US|JP): (stored|replaced|kept)' "$WORK/watch2.log") mails read before its kill -9; intake lock: $SQUAT_SEEN round(s) left to the holder, $TAKEN_OVER take-over(s)"
if [ $FAILED -ne 0 ]; then
    say "watch log tail:"; tail -15 "$WORK/watch.log"
    say "FAILED (UMPIRE_INTEROP_KEEP=1 keeps $WORK)"
    exit 1
fi
say "OK"
