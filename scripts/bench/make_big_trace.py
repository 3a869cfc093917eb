"""Builds a big TORCH_TRACE log for benchmarks from real logs: the inputs are repeated with
their frame ids renumbered, so the result reads as one long process that compiled many
distinct frames. Payloads are kept byte for byte (their MD5s stay valid).

usage: python3 make_big_trace.py OUT.log SIZE_MB LOG...
"""
import re
import sys

FRAME = re.compile(rb'"frame_id": (\d+)')


def main():
    out_path, size_mb, inputs = sys.argv[1], float(sys.argv[2]), sys.argv[3:]
    target = int(size_mb * 1e6)
    sources = [open(p, "rb").read() for p in inputs]
    max_frame = [max([int(m) for m in FRAME.findall(s)] or [0]) + 1 for s in sources]
    written, copy, offset = 0, 0, 0
    with open(out_path, "wb") as out:
        while written < target:
            i = copy % len(sources)
            data = sources[i]
            if copy >= len(sources):
                shift = offset
                # Only header lines carry envelope keys; payload lines start with a TAB.
                data = b"\n".join(
                    FRAME.sub(lambda m: b'"frame_id": %d' % (int(m.group(1)) + shift), line)
                    if line[:1] != b"\t" else line
                    for line in data.split(b"\n"))
            out.write(data)
            if not data.endswith(b"\n"):
                out.write(b"\n")
            written += len(data)
            offset += max_frame[i]
            copy += 1
    print(f"wrote {out_path}: {written / 1e6:.0f} MB from {copy} copies of {len(sources)} logs")


if __name__ == "__main__":
    main()
