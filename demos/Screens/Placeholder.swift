import TermUI
