#!/bin/sh
# Regenerates the explorer screenshots with the project's own snapshot command.
# Run from anywhere: sh screenshots/make.sh
set -e
cd "$(dirname "$0")/.."
swift build --product rotor
rotor() { "$(swift build --show-bin-path)/rotor" "$@"; }
size=120x40
# The trip screen at the explorer's own default size, where the whole screen fits its pane.
rotor snapshot trip --size 160x48 --keys "next next next next next next next increment next next rotor-next rotor-next down" --svg screenshots/trip-after.svg
rotor snapshot beach --size $size --svg screenshots/beach-after.svg
rotor snapshot beach:before --size $size --svg screenshots/beach-before.svg
rotor snapshot beach --size $size --keys "next next actions" --svg screenshots/beach-comment-focused.svg
# The help on one page: every key with its gesture, and the marks.
rotor snapshot beach --size 160x48 --keys "help" --svg screenshots/help.svg
rotor snapshot wallet --size $size --keys "next" --svg screenshots/wallet-after.svg
rotor snapshot alerts:before --size $size --svg screenshots/alerts-before.svg
rotor snapshot settings --size $size --keys "last" --svg screenshots/settings-tab-bar.svg
rotor snapshot dogs --size $size --keys "next more-content" --svg screenshots/dogs-more-content.svg
# The braille panel: the focused post in contracted braille, with its print under it. It needs
# liblouis: without it the panel says so, and the screenshot is left as it was.
braille=$(mktemp)
rotor snapshot beach --size $size --keys "next braille" --svg "$braille"
if grep -q "braille needs liblouis" "$braille"; then
    echo "screenshots: braille.svg left as it was: liblouis is not installed (apt-get install liblouis20 liblouis-data)" >&2
else
    cat "$braille" > screenshots/braille.svg
fi
rm -f "$braille"
echo "screenshots: $(ls screenshots/*.svg | tr '\n' ' ')"
