#!/usr/bin/python3
"""Screenshots for the desktop tests: compares a widget's pixels on screen with its PNG.

  screen.py compare --x11 :1 --at X,Y REFERENCE.png
  screen.py compare --image SHOT.png --at X,Y REFERENCE.png

prints `opaque N differing M`: of the reference's fully opaque pixels (the widget inside its
rounded corners), how many the screen shows with other colours at device pixel X,Y.
"""
import sys

from PIL import Image, ImageGrab


def screen(argv):
    if argv[0] == "--x11":
        return ImageGrab.grab(xdisplay=argv[1]).convert("RGB")
    if argv[0] == "--image":
        return Image.open(argv[1]).convert("RGB")
    raise SystemExit(f"screen.py: expected --x11 DISPLAY or --image FILE, got {argv[0]!r}")


def compare(argv):
    shot = screen(argv[0:2])
    x0, y0 = (int(value) for value in argv[3].split(","))
    reference = Image.open(argv[4]).convert("RGBA")
    width, height = reference.size
    if x0 < 0 or y0 < 0 or x0 + width > shot.size[0] or y0 + height > shot.size[1]:
        print(f"opaque {width * height} differing {width * height} (outside the {shot.size[0]}x{shot.size[1]} screen)")
        return
    shown = shot.crop((x0, y0, x0 + width, y0 + height)).tobytes()
    expected = reference.tobytes()
    opaque = differing = 0
    for index in range(width * height):
        if expected[4 * index + 3] != 255:
            continue
        opaque += 1
        if shown[3 * index : 3 * index + 3] != expected[4 * index : 4 * index + 3]:
            differing += 1
    print(f"opaque {opaque} differing {differing}")


if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] != "compare":
        raise SystemExit(__doc__)
    compare(sys.argv[2:])
