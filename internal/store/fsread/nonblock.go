//go:build !js

package fsread

import "syscall"

// NonBlock opens without waiting for a FIFO's writer (O_NONBLOCK).
const NonBlock = syscall.O_NONBLOCK
