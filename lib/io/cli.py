"""The one command-line setup: argparse's own conventions, for every program.

    parser = argument_parser(__doc__)                  # --help prints the doc and the options
    parser.add_argument("--size", type=int_arg(4, 25))  # "1_0", "+5", "٩" refused
    args = parser.parse_args(argv)

A bad argument gets argparse's usual answer: the usage line, then one line
`<program>: error: ...`, exit status 2; checks made after parsing go through
`parser.error(...)` to answer the same way. A judge program calls
`judge_command_line(__doc__)`: with no arguments it returns at once, without importing
argparse (judge runs stay as fast as before); `--help` prints the doc; anything else is
refused as above.
"""
import sys

from lib.io.judge import show_token, to_int

_DECIMAL = r"-?[0-9]+(\.[0-9]*)?([eE][-+]?[0-9]+)?\Z|-?\.[0-9]+([eE][-+]?[0-9]+)?\Z"


def argument_parser(doc=None, prog=None, **options):
    """An ArgumentParser whose --help shows `doc` as written (modes, formats); `prog`
    defaults to the program's file name, as in the error lines of `run`."""
    import argparse

    def layout(prog):           # the same help on every terminal and interpreter
        return argparse.RawDescriptionHelpFormatter(prog, width=88)
    parser = argparse.ArgumentParser(prog=prog, description=doc, formatter_class=layout,
                                     **options)
    parser._optionals.title = "options"         # Python < 3.10 says "optional arguments"
    return parser


def int_arg(low, high):
    """An argparse type: an integer in low..high written as the input layer reads one."""
    import argparse

    def parse(text):
        value = to_int(text, low, high)
        if value is None:
            raise argparse.ArgumentTypeError("must be an integer in %d..%d, got %s"
                                             % (low, high, show_token(text)))
        return value
    return parse


def float_arg(low=0.0):
    """An argparse type: a finite decimal number > `low` (no nan, no inf)."""
    import argparse
    import re                   # here: a judge that reads no options does not import it
    decimal = re.compile(_DECIMAL)

    def parse(text):
        # float() also takes '1_0', ' 4', 'nan' and non-ASCII digits: only plain decimals here
        value = float(text) if decimal.match(text) else None
        if value is None or not low < value < float("inf"):
            raise argparse.ArgumentTypeError("must be a number greater than %g, got %s"
                                             % (low, show_token(text)))
        return value
    return parse


def judge_command_line(doc, argv=None):
    """A judge program's command line: nothing, or --help. Anything else is refused with
    argparse's usage line and one error line, exit status 2."""
    argv = sys.argv[1:] if argv is None else argv
    if argv:
        argument_parser(doc).parse_args(argv)
