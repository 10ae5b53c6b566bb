#!/usr/bin/env python3
"""Prints the colour of pixels of a PNG: `png_pixels.py FILE X,Y ...` -> one `#rrggbb` a line.

Reads 8-bit greyscale, RGB, RGBA and grey+alpha PNGs, not interlaced (what rsvg-convert and
Chromium write); a pixel with alpha is composited over white. Standard library only.
"""
import struct
import sys
import zlib


def read(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"{path}: not a PNG")
    offset, idat = 8, b""
    width = height = colour = None
    while offset < len(data):
        (length,) = struct.unpack(">I", data[offset:offset + 4])
        kind = data[offset + 4:offset + 8]
        body = data[offset + 8:offset + 8 + length]
        offset += 12 + length
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or interlace != 0 or colour not in (0, 2, 4, 6):
                sys.exit(f"{path}: unsupported PNG (depth {depth}, colour type {colour}, interlace {interlace})")
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
    channels = {0: 1, 2: 3, 4: 2, 6: 4}[colour]
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous, position = [], bytearray(stride), 0
    for _ in range(height):
        kind = raw[position]
        line = bytearray(raw[position + 1:position + 1 + stride])
        position += 1 + stride
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                predictor = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[i] = (line[i] + predictor) & 255
        rows.append(line)
        previous = line
    return width, height, channels, rows


def pixel(image, x, y):
    width, height, channels, rows = image
    if not (0 <= x < width and 0 <= y < height):
        return "outside"
    values = rows[y][x * channels:(x + 1) * channels]
    if channels == 1:
        rgb, alpha = [values[0]] * 3, 255
    elif channels == 2:
        rgb, alpha = [values[0]] * 3, values[1]
    elif channels == 3:
        rgb, alpha = list(values), 255
    else:
        rgb, alpha = list(values[:3]), values[3]
    rgb = [(v * alpha + 255 * (255 - alpha) + 127) // 255 for v in rgb]
    return "#%02x%02x%02x" % tuple(rgb)


if __name__ == "__main__":
    image = read(sys.argv[1])
    for point in sys.argv[2:]:
        x, y = (int(v) for v in point.split(","))
        print(pixel(image, x, y))
