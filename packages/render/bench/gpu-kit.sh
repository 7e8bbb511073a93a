#!/usr/bin/env bash
# The render bench for a GPU machine that has a driver but no Chromium, no node and no package
# registry: `bench/gpu-kit.sh <dir>` (Debian, after `npm run build`) fills <dir> with
#   chromium/   Debian's chromium-headless-shell with the files it reads beside it, the Vulkan loader
#               and SwiftShader (for the same machine's software figure)
#   lib/        every shared library those need, except glibc's and the C++ runtime (the target's own),
#               and the GL dispatch libraries (glvnd) where this machine has them
#   node        this machine's node (an official build: it needs only glibc)
#   bench/render/main.js, dist/, data/   the bench (bench/bundle.ts)
# and prints how to run it there. Packs nothing: split and carry <dir> as the target allows.
set -euo pipefail
dir=${1:?usage: bench/gpu-kit.sh <output dir>}
here=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
# First: the bundler starts from an empty folder.
(cd "$here" && npx tsx bench/bundle.ts "$dir" >/dev/null)
debs=$(mktemp -d)
trap 'rm -rf "$debs"' EXIT

(cd "$debs" && apt-get download chromium-headless-shell chromium-common >/dev/null)
for deb in "$debs"/*.deb; do dpkg -x "$deb" "$debs/root"; done
from="$debs/root/usr/lib/chromium"
mkdir -p "$dir/chromium" "$dir/lib"
for f in chromium-headless-shell headless_lib_data.pak headless_lib_strings.pak headless_command_resources.pak \
  icudtl.dat snapshot_blob.bin v8_context_snapshot.bin libvulkan.so.1 libvk_swiftshader.so vk_swiftshader_icd.json; do
  cp "$from/$f" "$dir/chromium/"
done

# glibc and libstdc++ stay the target's (newer than Debian 12's on the machines this is for).
keep='/(libc|libm|libdl|librt|libpthread|libgcc_s|libstdc\+\+|ld-linux-x86-64)\.so'
for bin in "$dir/chromium/chromium-headless-shell" "$dir/chromium/libvulkan.so.1" "$dir/chromium/libvk_swiftshader.so"; do
  for lib in $(ldd "$bin" | awk '$3 ~ /^\// { print $3 }'); do
    [[ $lib =~ $keep ]] || cp -L "$lib" "$dir/lib/"
  done
done
# NSS loads its crypto modules itself, by name, from beside libnss3.
nss=$(dirname "$(ldconfig -p | awk '/libnss3.so / { print $NF; exit }')")
for lib in libsoftokn3.so libfreeblpriv3.so; do [[ -e $nss/$lib ]] && cp -L "$nss/$lib" "$dir/lib/"; done
# The vendor-neutral GL dispatch (glvnd): ANGLE's EGL backend loads libEGL.so.1, which finds the driver's EGL.
for lib in libEGL.so.1 libGLESv2.so.2 libGLdispatch.so.0 libOpenGL.so.0 libGLX.so.0 libGL.so.1; do
  path=$(ldconfig -p | awk -v l="$lib" '$1 == l { print $NF; exit }')
  [[ -n $path ]] && cp -L "$path" "$dir/lib/"
done
node=$(command -v node)
for lib in $(ldd "$node" | awk '$3 ~ /^\// { print $3 }'); do
  [[ $lib =~ $keep ]] || { echo "gpu-kit: $node needs $lib: use an official node build (only glibc)" >&2; exit 1; }
done
cp "$node" "$dir/node"

echo "kit in $dir ($(du -sh "$dir" | cut -f1)). There:"
echo "  LD_LIBRARY_PATH=$dir/lib CHROMIUM_PATH=$dir/chromium/chromium-headless-shell $dir/node $dir/bench/render/main.js"
