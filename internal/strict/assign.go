package strict

import (
	"encoding"
	"errors"
	"reflect"
)

// valueError is a value of the right TOML type that its UnmarshalText refused (a bad card, an
// unknown rule id): the message is the refusal's own.
type valueError struct{ err error }

func (e valueError) Error() string { return e.err.Error() }

// errType is a value of the wrong TOML type; the caller names the expected one.
var errType = errors.New("wrong type")

// assign stores the decoded TOML value v (string, int64, float64, bool, time, []any,
// map[string]any, []map[string]any) into dst, a pointer: strings, ints, bools, tables, arrays of
// tables, types with UnmarshalText, and slices of any of these.
func assign(v any, dst any) error {
	if u, ok := dst.(encoding.TextUnmarshaler); ok {
		s, ok := v.(string)
		if !ok {
			return errType
		}
		if err := u.UnmarshalText([]byte(s)); err != nil {
			return valueError{err}
		}
		return nil
	}
	switch d := dst.(type) {
	case *string:
		return set(d, v)
	case *bool:
		return set(d, v)
	case *int:
		n, ok := v.(int64)
		if !ok {
			return errType
		}
		*d = int(n)
		return nil
	case *float64: // a TOML float, or an integer written without a decimal point
		switch n := v.(type) {
		case float64:
			*d = n
		case int64:
			*d = float64(n)
		default:
			return errType
		}
		return nil
	case *map[string]any:
		return set(d, v)
	case *[]map[string]any:
		return tables(d, v)
	}
	return assignSlice(v, dst)
}

// set stores v into d when it has d's type.
func set[T any](d *T, v any) error {
	x, ok := v.(T)
	if !ok {
		return errType
	}
	*d = x
	return nil
}

// tables reads an array of tables, written as [[name]] or as an array of inline tables.
func tables(d *[]map[string]any, v any) error {
	switch x := v.(type) {
	case []map[string]any:
		*d = x
		return nil
	case []any:
		out := make([]map[string]any, len(x))
		for i, e := range x {
			m, ok := e.(map[string]any)
			if !ok {
				return errType
			}
			out[i] = m
		}
		*d = out
		return nil
	}
	return errType
}

// assignSlice fills a pointer to a slice element by element.
func assignSlice(v any, dst any) error {
	rv := reflect.ValueOf(dst)
	if rv.Kind() != reflect.Pointer || rv.Elem().Kind() != reflect.Slice {
		return errType
	}
	arr, ok := v.([]any)
	if !ok {
		return errType
	}
	out := reflect.MakeSlice(rv.Elem().Type(), len(arr), len(arr))
	for i, e := range arr {
		if err := assign(e, out.Index(i).Addr().Interface()); err != nil {
			return err
		}
	}
	rv.Elem().Set(out)
	return nil
}
