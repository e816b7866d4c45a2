package tui

import "os"

// stopSignals: a web page gets no signals (it saves the game after each of the learner's actions,
// as the terminal does, so closing the tab loses nothing).
var stopSignals []os.Signal
