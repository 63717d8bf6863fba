#!/usr/bin/env bash
# Prints the two base images the container build needs, as NODE_IMAGE=… and DEBIAN_IMAGE=… lines.
# It uses the official images when the registry answers. On a machine that reaches only Debian's
# package archive (the project's build machines), it makes stand-ins for them once and reuses them:
#   debian:bookworm-slim      ->  debootstrap --variant=minbase bookworm (what that image is made of)
#   node:20-bookworm-slim     ->  the same, plus this machine's Node 20 and npm in /usr/local and a
#                                 `node` user with uid 1000, as in the official image
# so the project's Dockerfiles are built and run unchanged, on the same Debian release and Node.
set -euo pipefail
NODE_OFFICIAL=docker.io/library/node:20-bookworm-slim
DEBIAN_OFFICIAL=docker.io/library/debian:bookworm-slim
NODE_STANDIN=localhost/painpoint-standin/node:20-bookworm-slim
DEBIAN_STANDIN=localhost/painpoint-standin/debian:bookworm-slim

have() { podman image exists "$1"; }
log() { printf '[base-images] %s\n' "$*" >&2; }

if have "$NODE_OFFICIAL" && have "$DEBIAN_OFFICIAL"; then
  printf 'NODE_IMAGE=%s\nDEBIAN_IMAGE=%s\n' "$NODE_OFFICIAL" "$DEBIAN_OFFICIAL"
  exit 0
fi
if podman pull -q "$NODE_OFFICIAL" >/dev/null 2>&1 && podman pull -q "$DEBIAN_OFFICIAL" >/dev/null 2>&1; then
  printf 'NODE_IMAGE=%s\nDEBIAN_IMAGE=%s\n' "$NODE_OFFICIAL" "$DEBIAN_OFFICIAL"
  exit 0
fi

if ! have "$DEBIAN_STANDIN" || ! have "$NODE_STANDIN"; then
  log "the registry cannot be reached: making stand-ins from Debian's archive"
  command -v debootstrap >/dev/null || { log "needs debootstrap (apt-get install debootstrap)"; exit 1; }
  node_version=$(node --version)
  case "$node_version" in v20.*) ;; *) log "needs Node 20 on this machine (found $node_version)"; exit 1 ;; esac
  root=$(mktemp -d)
  trap 'rm -rf "$root"' EXIT
  debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian >/dev/null
  rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*
  tar -C "$root" -c . | podman import -q --change 'CMD ["bash"]' - "$DEBIAN_STANDIN" >/dev/null

  npm_root=$(npm root -g)/npm
  install -d "$root/usr/local/bin" "$root/usr/local/lib/node_modules"
  cp "$(command -v node)" "$root/usr/local/bin/node"
  cp -a "$npm_root" "$root/usr/local/lib/node_modules/npm"
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
  chroot "$root" /bin/sh -c 'groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node'
  tar -C "$root" -c . | podman import -q --change 'CMD ["node"]' - "$NODE_STANDIN" >/dev/null
  log "made $DEBIAN_STANDIN and $NODE_STANDIN (Node $node_version)"
fi
printf 'NODE_IMAGE=%s\nDEBIAN_IMAGE=%s\n' "$NODE_STANDIN" "$DEBIAN_STANDIN"
