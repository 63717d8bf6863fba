#!/usr/bin/env bash
# `npm run check:container`: builds the site's image and the compose file's service images with
# podman, and proves they work (decision 021):
#  1. the site alone, on its embedded database: ready, the home page, the health check, not root,
#     data kept in its volume across a restart, a clean exit on `stop`;
#  2. the whole compose file (site, PostgreSQL, Redis, mail catcher): ready on PostgreSQL with
#     Redis in use, an account made and logged into, a contact message delivered to the catcher.
# Needs podman, podman-compose, and (where the registry cannot be reached) debootstrap.
# Exits non-zero on the first failure and removes what it started either way.
set -euo pipefail
cd "$(dirname "$0")/.."
export CONTAINERS_CONF="${CONTAINERS_CONF:-$PWD/deploy/smoke/containers.conf}"
log() { printf '[container] %s\n' "$*"; }
fail() { printf '[container] FAILED: %s\n' "$*" >&2; exit 1; }
for tool in podman podman-compose curl; do command -v "$tool" >/dev/null || fail "needs $tool"; done
# Without systemd (containers, CI sandboxes) podman cannot schedule health checks on a timer and says
# so on every start and removal; the check runs them itself with `podman healthcheck run`.
podman() { command podman "$@" 2> >(grep -v 'unable to get systemd connection' >&2); }

# A free port on this machine (the OS picks it).
free_port() { node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })'; }

PROJECT=painpoint-smoke
LOG=$(mktemp)
SITE=localhost/painpoint/site:latest
SOLO=painpoint-smoke-solo
SOLO_PORT=$(free_port)
export SITE_PORT=$(free_port)
# compose.yaml has no default session key (the site refuses a published one in production): a new
# random one for each run.
JWT_SECRET=$(node -e 'console.log(require("crypto").randomBytes(32).toString("hex"))')
export JWT_SECRET
# Nor a default database password (the site refuses a published one): a new random one too, in hex
# since compose.yaml writes it into DATABASE_URL as it is.
POSTGRES_PASSWORD=$(node -e 'console.log(require("crypto").randomBytes(24).toString("hex"))')
export POSTGRES_PASSWORD
cleanup() {
  podman rm -f "$SOLO" >/dev/null 2>&1 || true
  podman volume rm -f "$SOLO-data" >/dev/null 2>&1 || true
  podman-compose -p "$PROJECT" down -v >/dev/null 2>&1 || true
}
trap 'cleanup; rm -f "$LOG"' EXIT
cleanup

eval "$(deploy/smoke/base-images.sh)"
export NODE_IMAGE DEBIAN_IMAGE
log "base images: $NODE_IMAGE, $DEBIAN_IMAGE"

# The machine's CA bundle goes into the build only for its dependency install, for build machines
# whose HTTPS passes an inspecting proxy; the image does not keep it.
ca_file=${NODE_EXTRA_CA_CERTS:-}
[ -n "$ca_file" ] || ca_file=$(npm config get cafile 2>/dev/null || true)
ca_args=()
if [ -n "$ca_file" ] && [ "$ca_file" != null ] && [ -f "$ca_file" ]; then
  ca_args=(-v "$(dirname "$ca_file"):/run/build-ca:ro" --build-arg "NODE_EXTRA_CA_CERTS=/run/build-ca/$(basename "$ca_file")")
fi
build() { podman build -q --format docker --network host "$@" >/dev/null; }
started=$SECONDS
build "${ca_args[@]}" --build-arg "NODE_IMAGE=$NODE_IMAGE" -t "$SITE" .
for s in postgres redis mail; do
  build --build-arg "DEBIAN_IMAGE=$DEBIAN_IMAGE" -t "localhost/painpoint/$s:latest" "deploy/$s"
done
# compose.yaml names these tags; tag the service images as it does.
podman tag localhost/painpoint/postgres:latest localhost/painpoint/postgres:15
podman tag localhost/painpoint/redis:latest localhost/painpoint/redis:7
podman tag localhost/painpoint/mail:latest localhost/painpoint/mail-catcher:latest
log "images built in $((SECONDS - started)) s; site image $(podman image inspect "$SITE" --format '{{.Size}}' | numfmt --to=iec) bytes"

# Waits (a bounded number of tries, one a second) for GET $1/readyz to answer 200; prints the body.
wait_ready() {
  local body
  for _ in $(seq 1 180); do
    if body=$(curl -sf "$1/readyz"); then printf '%s' "$body"; return 0; fi
    sleep 1
  done
  return 1
}
production_env=(-e PUBLIC_URL="http://localhost:$SOLO_PORT" -e GRIEVANCE_OFFICER_NAME="Grievance Officer"
  -e GRIEVANCE_OFFICER_EMAIL=grievance@painpoint.example -e GRIEVANCE_OFFICER_ADDRESS="Bengaluru, Karnataka, India"
  -e CONTACT_EMAIL=contact@painpoint.example)

# 1. The site alone.
run_solo() {
  podman run -d --name "$SOLO" -p "127.0.0.1:$SOLO_PORT:3000" -v "$SOLO-data:/data" "${production_env[@]}" "$SITE" >/dev/null
}
run_solo
ready=$(wait_ready "http://127.0.0.1:$SOLO_PORT") || { podman logs "$SOLO" | tail -20; fail "the site did not become ready"; }
[ "$ready" = '{"status":"ok","database":"pglite"}' ] || fail "unexpected readiness: $ready"
[ "$(podman exec "$SOLO" id -u)" != 0 ] || fail "the site runs as root"
# A failure prints what the container said and how it ended: a CI run once saw it stop here.
podman healthcheck run "$SOLO" >/dev/null 2>&1 || {
  podman inspect --format 'state {{.State.Status}}, exit {{.State.ExitCode}}, OOM killed {{.State.OOMKilled}}' "$SOLO" || true
  podman logs "$SOLO" 2>&1 | tail -30
  fail "the image's health check fails on a ready site"
}
home=$(curl -sf "http://127.0.0.1:$SOLO_PORT/") || fail "the home page did not load"
grep -q '<div id="root"' <<<"$home" || fail "the home page is not the web app"
secret=$(podman exec "$SOLO" cat /data/jwt-secret) || fail "no secret was made in /data"
podman stop -t 30 "$SOLO" >/dev/null
[ "$(podman inspect "$SOLO" --format '{{.State.ExitCode}}')" = 0 ] || fail "the site did not exit cleanly on SIGTERM"
podman rm "$SOLO" >/dev/null
run_solo
wait_ready "http://127.0.0.1:$SOLO_PORT" >/dev/null || fail "the site did not restart on its volume"
[ "$(podman exec "$SOLO" cat /data/jwt-secret)" = "$secret" ] \
  || fail "the data folder was not kept across a restart"
log "site alone: ready on PGlite, not root, health check passes, stops cleanly, keeps /data"
podman rm -f "$SOLO" >/dev/null

# 2. The compose file.
podman-compose -p "$PROJECT" up -d --no-build >"$LOG" 2>&1 || { cat "$LOG"; fail "podman-compose up failed"; }
base="http://127.0.0.1:$SITE_PORT"
# The services' own health checks, run here (a bounded number of tries): the site would retry a
# message the catcher was not yet listening for, but only after a back-off.
for service in db redis mail; do
  id=$(podman ps -q --filter "label=io.podman.compose.project=$PROJECT" --filter "label=com.docker.compose.service=$service")
  [ -n "$id" ] || fail "the $service service is not running"
  healthy=no
  for _ in $(seq 1 120); do
    if podman healthcheck run "$id" >/dev/null 2>&1; then healthy=yes; break; fi
    sleep 1
  done
  [ "$healthy" = yes ] || fail "the $service service did not become healthy"
done
ready=$(wait_ready "$base") || { podman-compose -p "$PROJECT" logs site | tail -20; fail "the compose site did not become ready"; }
[ "$ready" = '{"status":"ok","database":"postgres","redis":"ok"}' ] || fail "unexpected readiness: $ready"
email="smoke-$RANDOM@painpoint.example"
password="Kettle-umbrella-42-monsoon"
json() { curl -s -o /dev/null -w '%{http_code}' -H 'content-type: application/json' -d "$2" "$base$1"; }
[ "$(json /user/create-account/ "{\"email\":\"$email\",\"password\":\"$password\",\"confirmPassword\":\"$password\"}")" = 201 ] \
  || fail "sign-up on PostgreSQL did not answer 201"
# A new account logs in once its address is confirmed (decision 065): the link is in the mail the
# catcher prints. Quoted-printable mail may break a long line (a trailing "=") and writes "=" as =3D.
mail_id=$(podman ps -q --filter "label=io.podman.compose.project=$PROJECT" --filter "label=com.docker.compose.service=mail")
token=
for _ in $(seq 1 120); do
  token=$(podman logs "$mail_id" 2>&1 | python3 -c '
import re, sys
text = re.sub(r"=\r?\n", "", sys.stdin.read()).replace("=3D", "=")
found = re.findall(r"/verify#token=([A-Za-z0-9_-]+)", text)
print(found[-1] if found else "")')
  [ -n "$token" ] && break
  sleep 1
done
[ -n "$token" ] || fail "the sign-up's confirmation link did not reach the mail catcher"
# Confirming takes the password chosen at sign-up (decision 110).
[ "$(json /user/verify-account/ "{\"token\":\"$token\",\"password\":\"$password\"}")" = 200 ] || fail "confirming the new account did not answer 200"
[ "$(json /api/login-user/ "{\"username\":\"$email\",\"password\":\"$password\"}")" = 200 ] || fail "login did not answer 200"
[ "$(json /user/user-msg/ '{"name":"Smoke test","email":"visitor@painpoint.example","msg":"Container smoke test"}')" = 201 ] \
  || fail "the contact form did not answer 201"
delivered=no
for _ in $(seq 1 120); do
  # Read whole, then searched: `grep -q` in a pipe would stop reading at the first match, and
  # under pipefail the writer's broken pipe would count as not found.
  mail_log=$(podman-compose -p "$PROJECT" logs mail 2>/dev/null || true)
  if grep -q 'Container smoke test' <<<"$mail_log"; then delivered=yes; break; fi
  sleep 1
done
if [ "$delivered" != yes ]; then
  podman-compose -p "$PROJECT" logs site mail 2>&1 | tail -40
  fail "the contact message did not reach the mail catcher"
fi
log "compose: services healthy, site ready on PostgreSQL with Redis, sign-up, its confirmation by mail and login work, mail reaches the catcher"
log "passed in $((SECONDS - started)) s"
