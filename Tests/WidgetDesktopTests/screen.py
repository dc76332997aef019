#!/usr/bin/python3
"""Screenshots for the desktop tests: compares a widget's pixels on screen with its PNG.

  screen.py compare --x11 :1 --at X,Y REFERENCE.png
  screen.py compare --image SHOT.png --at X,Y REFERENCE.png
  screen.py monitors :1 NAME=WxH+X+Y NAME=WxH+X+Y...

compare prints `opaque N differing M`: of the reference's fully opaque pixels (the widget inside
its rounded corners), how many the screen shows with other colours at device pixel X,Y.

monitors splits an X server's screen into RandR 1.5 monitors (the first primary, holding the
screen's output, so `xrandr --listmonitors` shows just these), prints `ready`, and keeps them
until it is ended (SIGTERM): the server drops a client's monitors when it disconnects.
"""
import ctypes
import signal
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


class MonitorInfo(ctypes.Structure):
    _fields_ = [(name, ctypes.c_int) for name in ("primary", "automatic", "noutput", "x", "y", "width", "height", "mwidth", "mheight")]
    _fields_ = [("name", ctypes.c_ulong)] + _fields_ + [("outputs", ctypes.POINTER(ctypes.c_ulong))]


class ScreenResources(ctypes.Structure):
    _fields_ = [("timestamp", ctypes.c_ulong), ("configTimestamp", ctypes.c_ulong), ("ncrtc", ctypes.c_int),
                ("crtcs", ctypes.c_void_p), ("noutput", ctypes.c_int), ("outputs", ctypes.POINTER(ctypes.c_ulong))]


def monitors(argv):
    x11, xrandr = ctypes.CDLL("libX11.so.6"), ctypes.CDLL("libXrandr.so.2")
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XDefaultRootWindow.restype = ctypes.c_ulong
    x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
    x11.XInternAtom.restype = ctypes.c_ulong
    x11.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
    xrandr.XRRAllocateMonitor.restype = ctypes.POINTER(MonitorInfo)
    xrandr.XRRAllocateMonitor.argtypes = [ctypes.c_void_p, ctypes.c_int]
    xrandr.XRRSetMonitor.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(MonitorInfo)]
    xrandr.XRRGetScreenResourcesCurrent.restype = ctypes.POINTER(ScreenResources)
    xrandr.XRRGetScreenResourcesCurrent.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
    display = x11.XOpenDisplay(argv[0].encode())
    if not display:
        raise SystemExit(f"screen.py: cannot open display {argv[0]}")
    root = x11.XDefaultRootWindow(display)
    output = xrandr.XRRGetScreenResourcesCurrent(display, root).contents.outputs[0]
    for index, spec in enumerate(argv[1:]):
        name, geometry = spec.split("=")
        size, x, y = geometry.split("+")
        width, height = (int(value) for value in size.split("x"))
        monitor = xrandr.XRRAllocateMonitor(display, 1 if index == 0 else 0).contents
        monitor.name = x11.XInternAtom(display, name.encode(), 0)
        monitor.primary, monitor.automatic = int(index == 0), 0
        monitor.x, monitor.y, monitor.width, monitor.height = int(x), int(y), width, height
        monitor.mwidth, monitor.mheight = width * 254 // 960, height * 254 // 960
        if index == 0:
            monitor.outputs[0] = output
        xrandr.XRRSetMonitor(display, root, ctypes.byref(monitor))
    x11.XSync(display, 0)
    print("ready", flush=True)
    signal.pause()


if __name__ == "__main__":
    commands = {"compare": compare, "monitors": monitors}
    if len(sys.argv) < 2 or sys.argv[1] not in commands:
        raise SystemExit(__doc__)
    commands[sys.argv[1]](sys.argv[2:])
