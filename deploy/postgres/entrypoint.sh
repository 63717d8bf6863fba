#!/bin/sh
# First start: make the cluster, the site's role (POSTGRES_USER / POSTGRES_PASSWORD) and its
# database (POSTGRES_DB). Later starts find PG_VERSION in the volume and only start the server.
set -eu
# Any other command (psql, a shell) runs as it is.
if [ "$#" -gt 0 ]; then exec "$@"; fi
: "${POSTGRES_USER:?set POSTGRES_USER}" "${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}" "${POSTGRES_DB:?set POSTGRES_DB}"

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile=$(mktemp)
  printf '%s\n' "$POSTGRES_PASSWORD" >"$pwfile"
  # The superuser gets the same password; local socket connections inside the container use peer auth.
  initdb -D "$PGDATA" -U postgres --pwfile="$pwfile" --auth-local=peer --auth-host=scram-sha-256 >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
  # Names and the password go in as psql variables, quoted by psql itself (:"name" and :'value').
  psql -v ON_ERROR_STOP=1 -U postgres -d postgres -q \
    -v user="$POSTGRES_USER" -v password="$POSTGRES_PASSWORD" -v db="$POSTGRES_DB" <<'SQL'
CREATE ROLE :"user" LOGIN PASSWORD :'password';
CREATE DATABASE :"db" OWNER :"user";
SQL
  pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  echo "entrypoint: made the cluster, role $POSTGRES_USER and database $POSTGRES_DB"
fi

exec postgres -D "$PGDATA" -c listen_addresses='*'
