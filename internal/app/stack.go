package app

// Stack is the screen stack (STYLE.md: screens as a stack): Home at the bottom, Esc pops, and the
// home screen is never popped.
type Stack[S any] struct{ items []S }

// Push adds a screen on top.
func (s *Stack[S]) Push(x S) { s.items = append(s.items, x) }

// Pop removes the top screen and returns the new top; the bottom screen stays (ok false).
func (s *Stack[S]) Pop() (top S, ok bool) {
	if len(s.items) <= 1 {
		return s.Top(), false
	}
	s.items = s.items[:len(s.items)-1]
	return s.Top(), true
}

// Top returns the screen on top (the zero value for an empty stack).
func (s *Stack[S]) Top() S {
	var zero S
	if len(s.items) == 0 {
		return zero
	}
	return s.items[len(s.items)-1]
}

// Len is the number of screens.
func (s *Stack[S]) Len() int { return len(s.items) }

// All returns the screens, bottom first (to save each on the way out).
func (s *Stack[S]) All() []S { return s.items }
