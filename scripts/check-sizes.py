#!/usr/bin/env python3
"""Fails when a Swift or C file passes 400 lines or a function 60: the house limits, checked in CI.

A brace-counting scan, not a parser: it counts func, init, deinit and subscript bodies in Swift
and top-level function bodies in C. Usage: python3 scripts/check-sizes.py [PATH...]"""
import os, re, sys
MAX_FILE, MAX_FUNC = 400, 60
roots = sys.argv[1:] or ["Sources", "Plugins", "Tests", "Benchmarks", "Examples", "Package.swift"]
decl = re.compile(r'^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|package|open|static|class|final|override|mutating|nonisolated|convenience|required|@inlinable|@discardableResult)\s+)*(?:func\s+[^\s(<]+|init[?!]?|deinit|subscript)\s*[(<{]')
cfunc = re.compile(r'^[A-Za-z_][\w\s\*]*\b(\w+)\s*\([^;]*\)\s*\{?\s*$')
def strip(line):
    line = re.sub(r'"(?:\\.|[^"\\])*"', '""', line)
    line = re.sub(r"'(?:\\.|[^'\\])'", "''", line) if line.strip().endswith(('{', '}', ';')) else line
    return line.split('//')[0]
bad = []
def scan(path):
    with open(path, errors='replace') as f:
        lines = f.read().split('\n')
    if len(lines) - 1 > MAX_FILE:
        bad.append(f"{path}: {len(lines)-1} lines (limit {MAX_FILE})")
    swift = path.endswith('.swift')
    i = 0
    in_block_string = False
    while i < len(lines):
        line = lines[i]
        if swift and line.count('"""') % 2 == 1:
            in_block_string = not in_block_string
            i += 1; continue
        if in_block_string: i += 1; continue
        m = decl.match(line) if swift else (cfunc.match(line) if not line.startswith((' ', '\t', '#', '}', 'typedef', 'static const', 'return')) else None)
        if not m: i += 1; continue
        depth, started, j = 0, False, i
        block = False
        while j < len(lines):
            l = lines[j]
            if swift and l.count('"""') % 2 == 1: block = not block
            if not block:
                s = strip(l)
                if not started and ';' in s and '{' not in s and not swift: break
                for ch in s:
                    if ch == '{': depth += 1; started = True
                    elif ch == '}': depth -= 1
            if started and depth <= 0: break
            if not started and j - i > 8: break
            j += 1
        if started:
            n = j - i + 1
            if n > MAX_FUNC:
                bad.append(f"{path}:{i+1}: function of {n} lines (limit {MAX_FUNC}): {line.strip()[:70]}")
        i += 1
for root in roots:
    if os.path.isfile(root): scan(root); continue
    for d, dirs, files in os.walk(root):
        dirs[:] = [x for x in dirs if x != '.build' and not x.startswith('.')]
        for fn in files:
            if fn.endswith(('.swift', '.c', '.h')): scan(os.path.join(d, fn))
for b in sorted(bad): print(b)
sys.exit(1 if bad else 0)
