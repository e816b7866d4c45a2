package fsread

// NonBlock is 0 in the browser build: it has no FIFOs (and its syscall package no O_NONBLOCK).
const NonBlock = 0
