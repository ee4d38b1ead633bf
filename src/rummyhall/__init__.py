"""rummyhall: Liverpool rummy, Rummoli and Carousel, with exact rules, solvers and bots."""

__version__ = "0.1.0"


def compiled() -> bool:
    """True when the rules core is the compiled build (docs/compiled.md), False for the source."""
    from rummyhall import engine

    return not engine.__file__.endswith(".py")
