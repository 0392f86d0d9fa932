"""Hostile input, seeded: mutations of valid inputs, command lines and HTTP requests, and
the rule every run must keep.

    name, mutant = mutate(data, rng)            # one mutation of a program's valid input
    name, argv = mutate_args(argv, rng)         # one mutation of a valid command line
    name, request = mutate_request(rng)         # one raw HTTP request for play/server.py
    problem = verdict(returncode, stdout, stderr, ok_codes)   # None when the run is clean

A run is clean when it is an answer (an exit status in `ok_codes`, stderr empty or only
`warning:` lines) or a refusal: one line on stderr and nothing on stdout with exit
status 1, or argparse's usage and one `error:` line with exit status 2. Outputs are not
compared: a mutant may well be valid input (white space moved, a comment changed), and
then any answer is as good as a refusal. A traceback, a hang, a multi-line error or an
output together with an error is a finding.
"""
import re

_NUMBER = re.compile(rb"(?<![^\s])-?[0-9]+(?![^\s])")
_TOKEN = re.compile(rb"\S+")

# Numbers Python's int() takes and a judge's scanf("%d") does not, or that do not fit.
HUGE_NUMBERS = [b"9" * 5000, b"9" * 4400, str(2 ** 63).encode(), str(2 ** 31).encode(),
                b"-" + str(2 ** 63).encode(), b"1" + b"0" * 30, b"4294967296"]
ODD_DIGITS = ["\u00b2", "\u0663", "\uff13", "\u07c1", "\U0001d7d7", "\u0969"]
BAD_UTF8 = [b"\xff", b"\xc3", b"\xed\xa0\x80", b"\xc0\xaf", b"\xfe\xff"]
# Values put in place of an option's value.
EVIL_VALUES = ["\u0669", "1_0", "+4", "4.0", "", "-1", "0", "nan", "inf", "-inf", "1e9",
               "9" * 30, "9" * 5000, "2147483648", "\uff19", "\u00b2", "0x10", " 4", "4 ",
               "-0", "--", "-", "\x7f"]


def _spans(pattern, data):
    return [m.span() for m in pattern.finditer(data)]


def _pick(rng, spans):
    return spans[rng.randrange(len(spans))] if spans else None


def _replace_number(data, rng, make):
    span = _pick(rng, _spans(_NUMBER, data))
    if span is None:
        return None
    start, end = span
    return data[:start] + make(data[start:end]) + data[end:]


def _at(data, rng, insert):
    pos = rng.randrange(len(data) + 1)
    return data[:pos] + insert + data[pos:]


def _lines(data):
    return data.split(b"\n")


def m_truncate(data, rng):
    return data[:rng.randrange(len(data))] if data else None


def m_flip(data, rng):
    if not data:
        return None
    pos = rng.randrange(len(data))
    return data[:pos] + bytes([data[pos] ^ (1 << rng.randrange(8))]) + data[pos + 1:]


def m_junk(data, rng):
    return _at(data, rng, bytes(rng.randrange(256) for _ in range(rng.randint(1, 16))))


def m_nul(data, rng):
    return _at(data, rng, b"\0")


def m_bad_utf8(data, rng):
    return _at(data, rng, rng.choice(BAD_UTF8))


def m_long_line(data, rng):
    filler = rng.choice([b"7", b"x", b"1 ", b"-"]) * rng.choice([5000, 200000])
    return _at(data, rng, filler)


def m_huge_number(data, rng):
    return _replace_number(data, rng, lambda tok: rng.choice(HUGE_NUMBERS))


def m_odd_digit(data, rng):
    def make(tok):
        pos = rng.randrange(len(tok))
        if tok[pos:pos + 1] == b"-":
            pos = len(tok) - 1
        return tok[:pos] + rng.choice(ODD_DIGITS).encode() + tok[pos + 1:]
    return _replace_number(data, rng, make)


def m_underscore(data, rng):
    return _replace_number(data, rng, lambda tok: tok[:1] + b"_" + (tok[1:] or b"0"))


def m_plus(data, rng):
    return _replace_number(data, rng, lambda tok: b"+" + tok.lstrip(b"-"))


def m_minus_zero(data, rng):
    return _replace_number(data, rng, lambda tok: rng.choice([b"-0", b"-" + tok, b"00" + tok]))


def m_float(data, rng):
    return _replace_number(data, rng, lambda tok: rng.choice([tok + b".0", tok + b"e0",
                                                               b"0x" + tok]))


def m_drop_token(data, rng):
    span = _pick(rng, _spans(_TOKEN, data))
    return None if span is None else data[:span[0]] + data[span[1]:]


def m_extra_token(data, rng):
    span = _pick(rng, _spans(_TOKEN, data))
    if span is None:
        return None
    extra = rng.choice([data[span[0]:span[1]], b"1", b"0", b"x", b"-1"])
    return data[:span[1]] + b" " + extra + data[span[1]:]


def m_drop_line(data, rng):
    lines = _lines(data)
    del lines[rng.randrange(len(lines))]
    return b"\n".join(lines)


def m_repeat_line(data, rng):
    lines = _lines(data)
    i = rng.randrange(len(lines))
    lines[i:i] = [lines[i]] * rng.choice([1, 2, 50])
    return b"\n".join(lines)


def m_crlf(data, rng):
    return data.replace(b"\n", b"\r\n")


def m_cr(data, rng):
    return data.replace(b"\n", b"\r")


def m_odd_space(data, rng):
    return data.replace(b" ", rng.choice([b"\t", b"\x0b", b"\x0c", b"  ", b"\xc2\xa0"]))


def m_after_end(data, rng):
    return data + rng.choice([b"junk 1 2\n", b"0 0\n", b"1\n", b"\n\n\n", b"%\n", b"\0"])


def m_empty(data, rng):
    return rng.choice([b"", b"\n", b" \n\n", b"\r\n", b"\r"])


MUTATORS = [m_truncate, m_flip, m_junk, m_nul, m_bad_utf8, m_long_line, m_huge_number,
            m_odd_digit, m_underscore, m_plus, m_minus_zero, m_float, m_drop_token,
            m_extra_token, m_drop_line, m_repeat_line, m_crlf, m_cr, m_odd_space,
            m_after_end, m_empty]


# The mutations that found the most, tried first by a short run (see `mutate`).
SHARP = [m_odd_digit, m_huge_number, m_nul, m_cr, m_truncate, m_bad_utf8, m_long_line,
         m_empty, m_underscore, m_drop_token, m_after_end, m_junk]


def mutate(data, rng, first=None):
    """(mutator names, mutant) of `data`: one mutation, sometimes two; `first`, when
    given, is the first mutator tried."""
    names = []
    for _ in range(1 if rng.random() < 0.7 else 2):
        for _ in range(10):
            mutator, first = first or rng.choice(MUTATORS), None
            mutant = mutator(data, rng)
            if mutant is not None and mutant != data:
                names.append(mutator.__name__[2:])
                data = mutant
                break
    return "+".join(names) or "none", data


def mutate_args(argv, rng):
    """(what was done, new argv) for one mutation of a valid command line `argv`: an
    option's value replaced by an evil one, a value or option dropped, an unknown option,
    a stray word, bytes that are not UTF-8."""
    argv = list(argv)
    values = [i for i, a in enumerate(argv) if i > 0 and argv[i - 1].startswith("--")
              and not a.startswith("--")]
    choice = rng.randrange(6)
    if values and choice < 3:
        i = rng.choice(values)
        argv[i] = rng.choice(EVIL_VALUES)
        return "%s=%r" % (argv[i - 1], argv[i][:20]), argv
    if values and choice == 3:
        i = rng.choice(values)
        return "%s without value" % argv[i - 1], argv[:i] + argv[i + 1:]
    if choice == 4:
        return "unknown option", argv + [rng.choice(["--bogus", "--bogus=1", "-x", "--"])]
    extra = rng.choice(["extra", "\udcff", "-", "--help=x", "\u0669"])
    pos = rng.randrange(len(argv) + 1)
    return "stray word %r" % extra, argv[:pos] + [extra] + argv[pos:]


def verdict(returncode, stdout, stderr, ok_codes=(0,), max_line=500):
    """None when the run is a clean answer or a clean refusal, else what is wrong. An
    error line longer than `max_line` characters (None: no limit) echoes too much input."""
    text = stderr.decode("utf-8", "replace")
    if "Traceback" in text:
        return "traceback: " + text.strip().splitlines()[-1][:200]
    lines = text.splitlines()
    if max_line is not None and any(len(line) > max_line for line in lines):
        return "a stderr line of %d characters" % max(map(len, lines))
    if returncode in ok_codes:
        errors = [line for line in lines if ": warning: " not in line]
        return "answer with stderr %r" % errors[0][:200] if errors else None
    if stdout:
        return "exit status %d with %d bytes on stdout" % (returncode, len(stdout))
    if returncode == 1:
        if len(lines) != 1 or not lines[0].strip():
            return "exit status 1 with %d stderr lines: %r" % (len(lines), text[:300])
        return None
    if returncode == 2:
        errors = [line for line in lines if ": error: " in line]
        if not lines or not lines[0].startswith("usage:") or len(errors) != 1 \
                or not lines[-1] == errors[0]:
            return "exit status 2 without argparse's usage and one error: %r" % text[:300]
        return None
    return "exit status %d: %r" % (returncode, text[-300:])


# ---------------------------------------------------------------- HTTP

GOOD_BODIES = [
    ("/api/mines/new", b'{"rows": 5, "cols": 6, "mines": 4, "seed": 3}'),
    ("/api/mines/new", b'{"rows": 3, "cols": 3, "mines": 1, "hints": true}'),
    ("/api/sudoku/new", b'{"variant": "classic", "difficulty": "easy", "size": 4, "seed": 1}'),
    ("/api/mines/state", b'{"game": "0123"}'),
    ("/api/sudoku/check", b'{"game": "abc"}'),
]
EVIL_JSON_VALUES = [b"9.0", b"4.0", b"1e400", b"NaN", b"Infinity", b"-Infinity", b"true",
                    b"null", b'"9"', b"[9]", b"{}", b"-1", b"99999999999999999999999",
                    b"9" * 5000, b'"\\ud800"', b"1" * 40, b"[" * 3000, b'"' + b"x" * 3000 + b'"']
EVIL_LENGTHS = [b"\xb2", "\u00b2".encode(), b"-1", b"+5", b"1_0", b" 5", b"5 ", b"0x10",
                b"9" * 5000, b"99999999999", b"", b"5, 5", "\uff15".encode(), b"1e3", b"4.0",
                b"\xd9\xa9", b"\x00"]


def _request(method, path, headers, body=b"", eol=b"\r\n", version=b"HTTP/1.1"):
    lines = [method + b" " + path + b" " + version] + headers
    return eol.join(lines) + eol + eol + body


def _base_headers(body, length=None, ctype=b"application/json", host=b"127.0.0.1"):
    return [b"Host: " + host, b"Content-Type: " + ctype,
            b"Content-Length: " + (str(len(body)).encode() if length is None else length)]


def mutate_request(rng, host):
    """(what it is, raw request bytes): a valid API request to `host` (bytes, the Host
    header: b"127.0.0.1:PORT") with one thing made hostile."""
    def _headers(body, length=None, ctype=b"application/json"):
        return _base_headers(body, length, ctype, host)
    path, body = rng.choice(GOOD_BODIES)
    path = path.encode()
    kind = rng.randrange(12)
    if kind == 0:
        value = rng.choice(EVIL_JSON_VALUES)
        body2 = re.sub(rb": [^,}]+", lambda m: b": " + value, body, count=1)
        return "json value %r" % value[:20], _request(b"POST", path, _headers(body2), body2)
    if kind == 1:
        length = rng.choice(EVIL_LENGTHS)
        return "Content-Length %r" % length[:20], _request(b"POST", path,
                                                            _headers(body, length), body)
    if kind == 2:
        name, mutant = mutate(body, rng)
        return "body " + name, _request(b"POST", path, _headers(mutant), mutant)
    if kind == 3:
        name, mutant = mutate(_request(b"POST", path, _headers(body), body), rng)
        return "request " + name, mutant
    if kind == 4:
        junk = rng.choice([b"X-\xff\xfe: 1", b"no colon here", b" folded", b"\0: \0",
                           b"X-Long: " + b"a" * 70000, b": empty name",
                           b"Content-Length: 3", b"Transfer-Encoding: chunked"])
        return "header %r" % junk[:20], _request(b"POST", path, _headers(body) + [junk], body)
    if kind == 5:
        many = [b"X-%d: 1" % i for i in range(rng.choice([50, 150, 400]))]
        return "many headers", _request(b"POST", path, _headers(body) + many, body)
    if kind == 6:
        line = rng.choice([b"GET", b"GET /", b"GET / HTTP/9.9", b"POST / HTTP/1.1 x",
                           b"\xff\xfe / HTTP/1.1", b"GET /\x00 HTTP/1.1", b"G" * 70000,
                           b"GET /" + b"a" * 70000 + b" HTTP/1.1", b"PUT / HTTP/1.1",
                           b"GET /static/../server.py HTTP/1.1", b"GET /%2e%2e/ HTTP/1.0"])
        return "request line %r" % line[:20], line + b"\r\nHost: " + host + b"\r\n\r\n"
    if kind == 7:
        return "bare LF", _request(b"POST", path, _headers(body), body, eol=b"\n")
    if kind == 8:
        ctype = rng.choice([b"text/plain", b"", b"application/json; charset=\xff",
                            b"APPLICATION/JSON"])
        return "Content-Type %r" % ctype, _request(b"POST", path, _headers(body, ctype=ctype),
                                                   body)
    if kind == 9:
        extra = rng.choice([b"x", b"GET / HTTP/1.1\r\n\r\n", b"\0" * 10])
        return "data after the body", _request(b"POST", path, _headers(body), body) + extra
    if kind == 10:
        return "HTTP/1.0", _request(b"POST", path, _headers(body), body, version=b"HTTP/1.0")
    return "valid", _request(b"POST", path, _headers(body), body)


_STATUS = re.compile(rb"HTTP/1\.[01] (\d{3}) [^\r\n]*\r\n")
_LENGTH = re.compile(rb"\r\nContent-Length: (\d+)\r\n", re.I)


def http_verdict(response):
    """None when every answer in `response` (all the server sent back on one connection)
    is fine: a 2xx answer, or a 4xx, 503 (too many connections) or 505 (HTTP/2.0 and up)
    refusal whose body is a one-line JSON error;
    a connection closed without an answer is fine too. Else what is wrong."""
    pos = 0
    while pos < len(response):
        m = _STATUS.match(response, pos)
        if not m:
            return "not an HTTP response: %r" % response[pos:pos + 80]
        status = int(m.group(1))
        head_end = response.find(b"\r\n\r\n", pos)
        length = _LENGTH.search(response, pos, head_end + 2) if head_end >= 0 else None
        if length is None:
            return "status %d without a Content-Length: %r" % (status, response[pos:pos + 200])
        body = response[head_end + 4:head_end + 4 + int(length.group(1))]
        pos = head_end + 4 + len(body)
        if not (200 <= status < 300 or 400 <= status < 500 or status in (503, 505)):
            return "status %d: %r" % (status, body[:200])
        if status >= 400 and (not body.startswith(b'{"error":') or body.count(b"\n") != 1):
            return "status %d without a one-line JSON error: %r" % (status, body[:200])
    return None
