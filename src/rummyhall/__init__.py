"""rummyhall: Liverpool rummy, Rummoli and Carousel, with exact rules, solvers and bots."""

__version__ = "0.1.0"
