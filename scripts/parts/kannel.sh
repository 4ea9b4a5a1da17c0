#!/usr/bin/env bash
# Kannel SMS gateway with its fake SMSC, on loopback, for the tests and scripts/cluster.sh.
#   scripts/parts/kannel.sh start DIR   writes DIR/kannel.conf, starts bearerbox, smsbox and
#                                       the fake SMSC, returns once sendsms answers and the
#                                       fake SMSC is online
#   scripts/parts/kannel.sh stop DIR    stops them (SIGTERM, then SIGKILL)
# Ports (environment, defaults): KANNEL_SENDSMS_PORT 13013, KANNEL_ADMIN_PORT 13000,
# KANNEL_BOX_PORT 13001, KANNEL_SMSC_PORT 13002; KANNEL_PASSWORD (default: made at first
# start, kept in DIR/password). DIR/sms.log: one line per message the fake SMSC received,
# "<from> <to> text <the message>". Debian's kannel and kannel-extras (scripts/setup.sh).
set -euo pipefail

command=${1:?usage: kannel.sh start|stop DIR}
dir=${2:?usage: kannel.sh start|stop DIR}
mkdir -p "$dir/store"
dir=$(cd "$dir" && pwd)
sendsms=${KANNEL_SENDSMS_PORT:-13013}
admin=${KANNEL_ADMIN_PORT:-13000}
box=${KANNEL_BOX_PORT:-13001}
smsc=${KANNEL_SMSC_PORT:-13002}
fakesmsc=/usr/lib/kannel/test/fakesmsc

stop_part() {
  local pidfile="$dir/$1.pid"
  [ -f "$pidfile" ] || return 0
  local pid
  pid=$(cat "$pidfile")
  # Each part leads its own process group (setsid): the fake SMSC is a pipeline.
  if kill -0 "$pid" 2>/dev/null; then
    kill -- "-$pid" 2>/dev/null || kill "$pid" 2>/dev/null || true
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 -- "-$pid" 2>/dev/null || true
  fi
  rm -f "$pidfile"
}

if [ "$command" = stop ]; then
  stop_part fakesmsc
  stop_part smsbox
  stop_part bearerbox
  exit 0
fi
[ "$command" = start ] || { echo "kannel.sh: start or stop" >&2; exit 2; }
[ -x /usr/sbin/bearerbox ] && [ -x $fakesmsc ] \
  || { echo "kannel.sh: needs Debian's kannel and kannel-extras (scripts/setup.sh --dev)" >&2; exit 1; }

if [ -z "${KANNEL_PASSWORD:-}" ]; then
  [ -f "$dir/password" ] || head -c 18 /dev/urandom | base64 | tr -d '/+=' > "$dir/password"
  KANNEL_PASSWORD=$(cat "$dir/password")
fi
admin_password=$(head -c 18 /dev/urandom | base64 | tr -d '/+=')

# log-level 2 (warnings): smsbox logs each message's text at INFO, and a text is a code.
cat > "$dir/kannel.conf" <<CONF
group = core
admin-port = $admin
admin-interface = 127.0.0.1
admin-password = $admin_password
status-password = $admin_password
admin-allow-ip = "127.0.0.1"
smsbox-port = $box
box-allow-ip = "127.0.0.1"
log-file = "$dir/bearerbox.log"
log-level = 2
dlr-storage = internal
store-type = spool
store-location = "$dir/store"

group = smsc
smsc = fake
smsc-id = FAKE
host = 127.0.0.1
port = $smsc
connect-allow-ip = "127.0.0.1"

group = smsbox
bearerbox-host = 127.0.0.1
bearerbox-port = $box
sendsms-port = $sendsms
sendsms-interface = 127.0.0.1
log-file = "$dir/smsbox.log"
log-level = 2

group = sendsms-user
username = portal
password = $KANNEL_PASSWORD
max-messages = 3
concatenation = true
CONF
chmod 600 "$dir/kannel.conf"

start_part() {  # name, command...: in the background, its pid in DIR/name.pid
  local name=$1; shift
  if [ -f "$dir/$name.pid" ] && kill -0 "$(cat "$dir/$name.pid")" 2>/dev/null; then return 0; fi
  setsid "$@" >>"$dir/$name.out" 2>&1 < /dev/null &
  echo $! > "$dir/$name.pid"
}

wait_port() {  # port, what
  for _ in $(seq 100); do
    (exec 3<>/dev/tcp/127.0.0.1/"$1") 2>/dev/null && return 0
    sleep 0.1
  done
  echo "kannel.sh: $2 did not listen on 127.0.0.1:$1 (see $dir/*.out, $dir/*.log)" >&2
  exit 1
}

start_part bearerbox /usr/sbin/bearerbox "$dir/kannel.conf"
wait_port "$box" bearerbox
start_part smsbox /usr/sbin/smsbox "$dir/kannel.conf"
wait_port "$sendsms" smsbox
# The fake SMSC sends no messages of its own (-m 0) and prints each one it receives on
# stderr: "Got message N: <from to text ...>", kept in sms.log without the rest.
if ! { [ -f "$dir/fakesmsc.pid" ] && kill -0 "$(cat "$dir/fakesmsc.pid")" 2>/dev/null; }; then
  setsid bash -c "exec $fakesmsc -H 127.0.0.1 -r $smsc -m 0 'x x text x' 2>&1 >/dev/null \
    | exec sed -un 's/^.*Got message [0-9]*: <\(.*\)>\$/\1/p' >> '$dir/sms.log'" \
    < /dev/null > /dev/null 2>&1 &
  echo $! > "$dir/fakesmsc.pid"
fi
for _ in $(seq 100); do
  if curl -sf "http://127.0.0.1:$admin/status.txt?password=$admin_password" 2>/dev/null \
    | grep -q "FAKE.*online"; then
    exit 0
  fi
  sleep 0.1
done
echo "kannel.sh: the fake SMSC did not come online (see $dir/*.log)" >&2
exit 1
